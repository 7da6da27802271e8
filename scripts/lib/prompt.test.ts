import { PassThrough } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { createPrompter, PromptAborted, type PromptInput } from "./prompt";

/** A fake terminal: keystrokes are written to `input`; whatever the prompt prints lands in `shown`. */
function terminal() {
  const input = new PassThrough() as PassThrough & PromptInput;
  input.isTTY = true;
  const rawMode: boolean[] = [];
  input.setRawMode = vi.fn((mode: boolean) => rawMode.push(mode));
  const output = new PassThrough();
  let shown = "";
  output.on("data", (d) => (shown += d));
  return { input, output, rawMode, shown: () => shown };
}

const type = (input: PassThrough, ...keys: string[]) => {
  for (const key of keys) input.write(key);
};

describe("secret() on a terminal", () => {
  it("reads in raw mode and echoes nothing of the password", async () => {
    const t = terminal();
    const prompter = createPrompter(t);
    const answer = prompter.secret("Password (not shown): ");
    type(t.input, "corr", "ect-horse", "\r");
    expect(await answer).toBe("correct-horse");
    expect(t.shown()).toBe("Password (not shown): \n");
    expect(t.rawMode).toEqual([true, false]);
  });

  it("echoes the username but nothing of the password asked right after it", async () => {
    const t = terminal();
    const prompter = createPrompter(t);
    const username = prompter.line("Admin username: ");
    type(t.input, "alice\r");
    expect(await username).toBe("alice");
    expect(t.shown()).toContain("alice");
    const password = prompter.secret("Password (not shown): ");
    type(t.input, "hunter2-secret\r");
    expect(await password).toBe("hunter2-secret");
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.shown()).not.toContain("hunter2");
    expect(t.shown()).not.toContain("*");
  });

  it("handles backspace, Ctrl-U, arrow keys and a character split over two chunks", async () => {
    const t = terminal();
    const answer = createPrompter(t).secret("? ");
    const e = Buffer.from("é");
    t.input.write("abx\u007f");
    t.input.write("\u001b[D");
    t.input.write(e.subarray(0, 1));
    t.input.write(e.subarray(1));
    t.input.write("\r");
    expect(await answer).toBe("abé");
    const again = createPrompter(t).secret("? ");
    type(t.input, "wrong\u0015right\n");
    expect(await again).toBe("right");
    expect(t.shown()).not.toMatch(/ab|wrong|right/);
  });

  it("is cancelled by Ctrl-C, and by Ctrl-D on an empty line, leaving raw mode", async () => {
    const t = terminal();
    const cancelled = createPrompter(t).secret("? ");
    type(t.input, "abc\u0003");
    await expect(cancelled).rejects.toBeInstanceOf(PromptAborted);
    const ended = createPrompter(t).secret("? ");
    type(t.input, "\u0004");
    await expect(ended).rejects.toBeInstanceOf(PromptAborted);
    expect(t.rawMode).toEqual([true, false, true, false]);
  });
});

describe("from a pipe", () => {
  it("takes one line per answer and stops when the input ends", async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    input.end("alice\nfirst secret\r\nsecond\n");
    const prompter = createPrompter({ input, output });
    expect(await prompter.line("Username: ")).toBe("alice");
    expect(await prompter.secret("Password: ")).toBe("first secret");
    expect(await prompter.secret("Again: ")).toBe("second");
    await expect(prompter.secret("More: ")).rejects.toBeInstanceOf(PromptAborted);
    prompter.close();
  });
});
