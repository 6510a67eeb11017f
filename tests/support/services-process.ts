/**
 * The test database (with its WebSocket proxy) and a counting SMTP server in a process of their
 * own, for benchmarks and load tests: in production Postgres and SMTP are other machines, so
 * their CPU, and the proxy's, must not be charged to the function code being measured.
 * Controlled over IPC.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startTestDatabase } from "./test-database";
import { startSmtpCapture, type SmtpBehaviour } from "./smtp-capture";

type Command = { behave: SmtpBehaviour } | { count: true };

interface Ready {
  databaseUrl: string;
  wsProxy: string;
  engine: string;
  smtpUrl: string;
}

export interface ExternalServices extends Ready {
  behave(behaviour: SmtpBehaviour): Promise<void>;
  /** Mails the SMTP server has accepted so far. */
  accepted(): Promise<number>;
  stop(): Promise<void>;
}

export async function startExternalServices(): Promise<ExternalServices> {
  const child = fork(fileURLToPath(import.meta.url), ["--child"], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = <T>() => new Promise<T>((resolve) => child.once("message", (m) => resolve(m as T)));
  const ask = <T>(command: Command) => {
    const answer = next<T>();
    child.send(command);
    return answer;
  };
  const ready = await next<Ready>();
  return {
    ...ready,
    behave: (behaviour) => ask({ behave: behaviour }),
    accepted: () => ask({ count: true }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

if (process.argv.includes("--child")) {
  const database = await startTestDatabase();
  const smtp = await startSmtpCapture({ parse: false });
  process.on("message", (command: Command) => {
    if ("behave" in command) {
      smtp.behave(command.behave);
      process.send?.(null);
    } else {
      process.send?.(smtp.accepted());
    }
  });
  process.on("SIGTERM", () => {
    void smtp
      .stop()
      .then(() => database.stop())
      .finally(() => process.exit(0));
  });
  process.send?.({
    databaseUrl: database.url,
    wsProxy: database.wsProxy,
    engine: database.engine,
    smtpUrl: smtp.url,
  } satisfies Ready);
}
