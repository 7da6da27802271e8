/**
 * Questions at the terminal for the admin commands. On a terminal a secret is read in raw mode and
 * nothing of it is echoed (not even asterisks: the length of a password is a hint too). From a
 * pipe (`printf 'alice\npass\npass\n' | npm run admin:create`), answers are read one line each.
 */
import readline from "node:readline";
import { StringDecoder } from "node:string_decoder";
import type { Readable, Writable } from "node:stream";

export type PromptInput = Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

export type Prompter = {
  /** A visible answer (username). */
  line(question: string): Promise<string>;
  /** A hidden answer (password): never echoed. */
  secret(question: string): Promise<string>;
  close(): void;
};

/** Ctrl-C, Ctrl-D or the end of the input before an answer. */
export class PromptAborted extends Error {
  override name = "PromptAborted";
}

export function createPrompter(io: { input: PromptInput; output: Writable }): Prompter {
  const { input, output } = io;
  if (input.isTTY && typeof input.setRawMode === "function") return terminalPrompter(input, output);
  return pipePrompter(input, output);
}

function pipePrompter(input: PromptInput, output: Writable): Prompter {
  const rl = readline.createInterface({ input, terminal: false, crlfDelay: Infinity });
  const lines = rl[Symbol.asyncIterator]();
  const next = async (question: string) => {
    output.write(question);
    const { value, done } = await lines.next();
    output.write("\n");
    if (done) throw new PromptAborted("The input ended before every answer was given.");
    return value as string;
  };
  return { line: next, secret: next, close: () => rl.close() };
}

function terminalPrompter(input: PromptInput, output: Writable): Prompter {
  return {
    async line(question) {
      const rl = readline.createInterface({ input, output, terminal: true });
      const cancelled = new PromptAborted("Cancelled.");
      let onClose = () => {};
      try {
        return await new Promise<string>((resolve, reject) => {
          onClose = () => reject(cancelled);
          rl.once("SIGINT", onClose);
          rl.once("close", onClose);
          rl.question(question, resolve);
        });
      } finally {
        // Only our own listener: readline's own "close" handler detaches it from the terminal, and
        // without it every later keystroke (the password) would still be echoed.
        rl.off("close", onClose);
        rl.close();
      }
    },
    secret: (question) => readHidden(input, output, question),
    close() {},
  };
}

function readHidden(input: PromptInput, output: Writable, question: string): Promise<string> {
  // Echo off before the question shows: a key pressed at once must not be echoed either.
  input.setRawMode!(true);
  output.write(question);
  input.resume();
  return new Promise<string>((resolve, reject) => {
    let value = "";
    const decoder = new StringDecoder("utf8");
    const finish = (error?: Error) => {
      input.off("data", onData);
      input.setRawMode!(false);
      input.pause();
      output.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer | string) => {
      // A character typed as several bytes may arrive split over two chunks.
      const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
      // A key that sends an escape sequence (arrows, function keys) types nothing.
      if (text.startsWith("\u001b")) return;
      for (const ch of text) {
        if (ch === "\r" || ch === "\n") return finish();
        if (ch === "\u0003") return finish(new PromptAborted("Cancelled."));
        if (ch === "\u0004") {
          if (!value) return finish(new PromptAborted("Cancelled."));
          continue;
        }
        if (ch === "\u007f" || ch === "\b") {
          value = Array.from(value).slice(0, -1).join("");
          continue;
        }
        if (ch === "\u0015") {
          // Ctrl-U: start over.
          value = "";
          continue;
        }
        if (/\p{Cc}/u.test(ch)) continue;
        value += ch;
      }
    };
    input.on("data", onData);
  });
}
