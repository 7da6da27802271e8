import { describe, expect, it } from "vitest";
import { leadSchema } from "./lead";

describe("leadSchema", () => {
  it("trims the name, lower-cases the email and drops an empty source", () => {
    expect(leadSchema.parse({ name: " Ana Ruiz ", email: " Ana@Example.COM ", source: "" })).toEqual({
      name: "Ana Ruiz",
      email: "ana@example.com",
      source: undefined,
    });
    expect(leadSchema.parse({ name: "Ana", email: "a@b.co", source: "get-started" }).source).toBe("get-started");
  });

  it("gives the spec's messages", () => {
    const messages = (input: unknown) => leadSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ email: "a@b.co" })).toEqual(["Name is required"]);
    expect(messages({ name: "Ana" })).toEqual(["Email is required"]);
    expect(messages({ name: "Ana", email: "   " })).toEqual(["Email is required"]);
    expect(messages({ name: "Ana", email: "nope@" })).toEqual(["Invalid email format"]);
  });
});
