import { describe, expect, it } from "vitest";
import { databaseHost, isLoopbackDatabaseUrl, isLoopbackHost, isLoopbackUrl } from "./loopback";

describe("isLoopbackHost", () => {
  it("accepts localhost, 127.0.0.0/8 and ::1 in their usual spellings", () => {
    for (const host of ["localhost", "LOCALHOST", "localhost.", "127.0.0.1", "127.1.2.3", "127.1", "::1", "[::1]", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1"]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
  });

  it("refuses every other address and any name but localhost (no DNS lookup)", () => {
    for (const host of ["", "0.0.0.0", "10.0.0.5", "128.0.0.1", "192.168.1.2", "::", "::2", "::ffff:10.0.0.1", "db.example.com", "localhost.example.com", "127.0.0.1.nip.io", "evil.com@127.0.0.1", "127.0.0.1/x"]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe("isLoopbackDatabaseUrl", () => {
  it("reads the host as node-postgres does", () => {
    expect(databaseHost("postgres://u:p@db.example.com:5432/app")).toBe("db.example.com");
    expect(databaseHost("postgres://u@127.0.0.1/app?host=db.example.com")).toBe("db.example.com");
    expect(databaseHost("postgres:///app", "")).toBe("localhost");
    expect(databaseHost("postgres:///app", "db.internal")).toBe("db.internal");
    expect(databaseHost("mysql://localhost/app")).toBeNull();
  });

  it("accepts a local server or a Unix socket", () => {
    expect(isLoopbackDatabaseUrl("postgres://postgres@127.0.0.1:5432/test")).toBe(true);
    expect(isLoopbackDatabaseUrl("postgresql://postgres@localhost/test")).toBe(true);
    expect(isLoopbackDatabaseUrl("postgres://postgres@[::1]:5432/test")).toBe(true);
    expect(isLoopbackDatabaseUrl("postgres://postgres@%2Fvar%2Frun%2Fpostgresql/test")).toBe(true);
    expect(isLoopbackDatabaseUrl("postgres:///test?host=/var/run/postgresql")).toBe(true);
    expect(isLoopbackDatabaseUrl("postgres:///test", "")).toBe(true);
  });

  it("refuses a remote server, however it is written", () => {
    expect(isLoopbackDatabaseUrl("postgres://u:p@ep-cool-1.us-east-2.aws.neon.tech/neondb?sslmode=require")).toBe(false);
    expect(isLoopbackDatabaseUrl("postgres://u@127.0.0.1/app?host=db.example.com")).toBe(false);
    expect(isLoopbackDatabaseUrl("postgres:///app", "db.example.com")).toBe(false);
    expect(isLoopbackDatabaseUrl("postgres://u@10.0.0.7:5432/app")).toBe(false);
    expect(isLoopbackDatabaseUrl("not a url")).toBe(false);
    expect(isLoopbackDatabaseUrl(undefined)).toBe(false);
  });
});

describe("isLoopbackUrl", () => {
  it("is true only for http(s) URLs on this machine", () => {
    expect(isLoopbackUrl("http://localhost:3100")).toBe(true);
    expect(isLoopbackUrl("http://127.0.0.1:3000/")).toBe(true);
    expect(isLoopbackUrl("https://civicshift.org")).toBe(false);
    expect(isLoopbackUrl("http://localhost.civicshift.org")).toBe(false);
    expect(isLoopbackUrl("javascript://localhost")).toBe(false);
    expect(isLoopbackUrl(undefined)).toBe(false);
  });
});
