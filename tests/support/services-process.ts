/**
 * The test database (with its WebSocket proxy) and a counting SMTP server, each in a process of
 * its own, for benchmarks and load tests: in production Postgres and SMTP are other machines,
 * so neither their CPU nor the proxy's may be charged to the function code being measured, and
 * a busy SMTP server must not slow the database link (as it would on one shared event loop).
 * Controlled over IPC.
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startTestDatabase } from "./test-database";
import { startSmtpCapture, type SmtpBehaviour } from "./smtp-capture";

type Command = { behave: SmtpBehaviour } | { count: true };

interface DatabaseReady {
  databaseUrl: string;
  wsProxy: string;
  engine: string;
}

interface SmtpReady {
  smtpUrl: string;
}

export interface ExternalServices extends DatabaseReady, SmtpReady {
  behave(behaviour: SmtpBehaviour): Promise<void>;
  /** Mails the SMTP server has accepted so far. */
  accepted(): Promise<number>;
  stop(): Promise<void>;
}

type Role = "database" | "smtp";

function startChild(role: Role) {
  const child = fork(fileURLToPath(import.meta.url), ["--child", role], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = <T>() => new Promise<T>((resolve) => child.once("message", (m) => resolve(m as T)));
  const ask = <T>(command: Command) => {
    const answer = next<T>();
    child.send(command);
    return answer;
  };
  return { child, next, ask };
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

export async function startExternalServices(): Promise<ExternalServices> {
  const database = startChild("database");
  const smtp = startChild("smtp");
  const [databaseReady, smtpReady] = await Promise.all([
    database.next<DatabaseReady>(),
    smtp.next<SmtpReady>(),
  ]);
  return {
    ...databaseReady,
    ...smtpReady,
    behave: (behaviour) => smtp.ask({ behave: behaviour }),
    accepted: () => smtp.ask({ count: true }),
    stop: async () => {
      await Promise.all([stopChild(smtp.child), stopChild(database.child)]);
    },
  };
}

async function runDatabaseChild() {
  const database = await startTestDatabase();
  process.on("SIGTERM", () => void database.stop().finally(() => process.exit(0)));
  process.send?.({
    databaseUrl: database.url,
    wsProxy: database.wsProxy,
    engine: database.engine,
  } satisfies DatabaseReady);
}

async function runSmtpChild() {
  const smtp = await startSmtpCapture({ parse: false });
  process.on("message", (command: Command) => {
    if ("behave" in command) {
      smtp.behave(command.behave);
      process.send?.(null);
    } else {
      process.send?.(smtp.accepted());
    }
  });
  process.on("SIGTERM", () => void smtp.stop().finally(() => process.exit(0)));
  process.send?.({ smtpUrl: smtp.url } satisfies SmtpReady);
}

const childFlag = process.argv.indexOf("--child");
if (childFlag !== -1) {
  const role = process.argv[childFlag + 1] as Role;
  await (role === "smtp" ? runSmtpChild() : runDatabaseChild());
}
