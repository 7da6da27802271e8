import { describe, expect, it } from "vitest";
import { isMalformedPath } from "./proxy";

describe("isMalformedPath (Next's router would answer these with a bare 500)", () => {
  it.each(["/api/resumes/%zz", "/api/auth/%", "/api/logos/%ED%A0%80", "/api/resumes/%FF%FE", "/api/resumes/%00", "/blog/%1B"])(
    "refuses %s",
    (p) => expect(isMalformedPath(p)).toBe(true),
  );
  it.each(["/", "/api/resumes/12", "/blog/caf%C3%A9", "/api/auth/session", "/blog/%F0%9F%98%80", "/blog/a%20b"])("lets %s through", (p) =>
    expect(isMalformedPath(p)).toBe(false),
  );
});
