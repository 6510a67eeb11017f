/**
 * The test database (with its WebSocket proxy) and a counting SMTP server, each in a process of
 * its own, for benchmarks and load tests: in production Postgres and SMTP are other machines,
 * so neither their CPU nor the proxy's may be charged to the function code being measured, and
 * a busy SMTP server must not slow the database link (as it would on one shared event loop).
 * Controlled over IPC. Every answer awaited from a child has a deadline, and stop() ends the
 * children for sure; a child whose parent has gone (the IPC channel closes) stops by itself.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { nextMessage, stopChild } from "./child-process";
import { startTestDatabase } from "./test-database";
import { startSmtpCapture, type SmtpBehaviour } from "./smtp-capture";

type Command = { behave: SmtpBehaviour } | { count: true };

/** What a child sends is wrapped, so nothing else on the channel (tsx sends its own) is taken for it. */
interface Reply<T> {
  reply: T;
}
const reply = <T>(value: T) => process.send?.({ reply: value } satisfies Reply<T>);
const replyOf = <T>(message: unknown) =>
  message !== null && typeof message === "object" && "reply" in message
    ? (message as Reply<T>).reply
    : undefined;

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

/** Starting a database (PGlite, when there is no server) takes seconds; an answer, far less. */
const readyDeadlineMs = 120_000;
const answerDeadlineMs = 10_000;
/** Dropping the test database on stop waits for its connections to be ended. */
const stopGraceMs = 15_000;

function startChild(role: Role) {
  const child = fork(fileURLToPath(import.meta.url), ["--child", role], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = <T>() =>
    nextMessage(child, readyDeadlineMs, `the ${role} process starting`, replyOf<T>);
  const ask = <T>(command: Command) => {
    const answer = nextMessage(child, answerDeadlineMs, `the ${role} process`, replyOf<T>);
    // A child that is gone cannot be sent to: its exit rejects the answer, so the error may go.
    child.send(command, () => {});
    return answer;
  };
  const stop = () => stopChild(child, { graceMs: stopGraceMs });
  return { ready, ask, stop };
}

export async function startExternalServices(): Promise<ExternalServices> {
  const database = startChild("database");
  const smtp = startChild("smtp");
  const stop = async () => {
    await Promise.all([smtp.stop(), database.stop()]);
  };
  const [databaseReady, smtpReady] = await Promise.all([
    database.ready<DatabaseReady>(),
    smtp.ready<SmtpReady>(),
  ]).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return {
    ...databaseReady,
    ...smtpReady,
    behave: (behaviour) => smtp.ask({ behave: behaviour }),
    accepted: () => smtp.ask({ count: true }),
    stop,
  };
}

/** Ends a child on SIGTERM, or once its parent is gone, after `cleanUp`. */
function stopOnSignalOrOrphaned(cleanUp: () => Promise<void>) {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void cleanUp().finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop).once("disconnect", stop);
  if (!process.connected) stop();
}

async function runDatabaseChild() {
  const database = await startTestDatabase();
  stopOnSignalOrOrphaned(() => database.stop());
  reply<DatabaseReady>({
    databaseUrl: database.url,
    wsProxy: database.wsProxy,
    engine: database.engine,
  });
}

async function runSmtpChild() {
  const smtp = await startSmtpCapture({ parse: false });
  process.on("message", (command: Command) => {
    if ("behave" in command) {
      smtp.behave(command.behave);
      reply(null);
    } else {
      reply(smtp.accepted());
    }
  });
  stopOnSignalOrOrphaned(() => smtp.stop());
  reply<SmtpReady>({ smtpUrl: smtp.url });
}

const childFlag = process.argv.indexOf("--child");
if (childFlag !== -1) {
  const role = process.argv[childFlag + 1] as Role;
  await (role === "smtp" ? runSmtpChild() : runDatabaseChild());
}
