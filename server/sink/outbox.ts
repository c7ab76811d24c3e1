import { closeSync, mkdirSync, openSync } from "node:fs";
import { appendFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

/** One accepted message, as the sink writes it: one JSON object per line of the outbox file. */
export type OutboxRecord = {
  receivedAt: string;
  service_id: string;
  template_id: string;
  user_id: string;
  lib_version: string | null;
  template_params: Record<string, unknown>;
};

export type Outbox = {
  append(record: OutboxRecord): Promise<void>;
  read(): Promise<OutboxRecord[]>;
  clear(): Promise<void>;
};

/**
 * A JSON Lines file standing in for a mailbox. Every operation goes through one queue, so concurrent
 * sends never interleave their lines and a clear never cuts a write in half.
 */
export function createOutbox(file: string): Outbox {
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(operation: () => Promise<T>): Promise<T> => {
    const result = queue.then(operation);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    append: (record) =>
      enqueue(async () => {
        await mkdir(dirname(file), { recursive: true });
        await appendFile(file, `${JSON.stringify(record)}\n`, "utf8");
      }),
    read: () =>
      enqueue(async () => {
        const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return "";
          throw error;
        });
        return text
          .split("\n")
          .filter((line) => line.trim() !== "")
          .map((line) => JSON.parse(line) as OutboxRecord);
      }),
    clear: () =>
      enqueue(async () => {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, "", "utf8");
      }),
  };
}

/**
 * Checks at start-up that the outbox can be written (its folder created if needed, the file opened for
 * appending), so an unwritable outbox stops the server instead of failing the first lead.
 */
export function assertOutboxWritable(file: string): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    closeSync(openSync(file, "a"));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(
      `La boîte d’envoi locale n’est pas accessible en écriture (${file}, ${code}) : démarrage refusé.`,
    );
  }
}
