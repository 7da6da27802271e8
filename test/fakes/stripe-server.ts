/**
 * A local stand-in for the Stripe API, for tests that use the real `stripe` SDK pointed at it with
 * STRIPE_API_BASE (the SDK's host/port/protocol options). It speaks the wire format: form-encoded
 * request bodies with bracketed keys (`items[0][price]`), `expand[]`, `Authorization: Bearer sk_…`,
 * `Idempotency-Key` (a repeated key answers the first response again, as Stripe does, and a key
 * reused with other parameters is an `idempotency_error`), errors as `{ error: { type, code,
 * message } }`. It keeps customers, subscriptions, invoices and portal sessions in memory, so a
 * test can pay an invoice or end a subscription "in Stripe" and then call our code.
 *
 * Endpoints: customers create/retrieve, subscriptions create/retrieve/update/cancel, invoices
 * retrieve, billing_portal sessions create.
 */
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { startFakeHttpServer, type FakeHttpServer, type HttpReply, type RecordedRequest } from "./http";

export const FAKE_STRIPE = {
  secretKey: "sk_test_fake_civicshift",
  publishableKey: "pk_test_fake_civicshift",
  priceId: "price_premium_monthly",
  webhookSecret: "whsec_test_fake_civicshift",
  amountCents: 2500,
} as const;

const DAY_S = 24 * 60 * 60;
const nowS = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

export type FakeCustomer = { id: string; object: "customer"; email: string | null; name: string | null; metadata: Record<string, string>; deleted?: true };
export type FakeInvoice = {
  id: string;
  object: "invoice";
  customer: string;
  status: "draft" | "open" | "paid" | "uncollectible" | "void";
  amount_due: number;
  amount_paid: number;
  currency: string;
  parent: { type: "subscription_details"; quote_details: null; subscription_details: { subscription: string; metadata: Record<string, string> } };
  lines: { object: "list"; data: Array<{ id: string; object: "line_item"; amount: number; period: { start: number; end: number } }>; has_more: false };
  confirmation_secret: { client_secret: string; type: "payment_intent" };
};
export type FakeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  start_date: number;
  cancellation_details: { reason: string | null; comment: null; feedback: null };
  items: {
    object: "list";
    data: Array<{ id: string; object: "subscription_item"; price: { id: string; object: "price" }; current_period_start: number; current_period_end: number }>;
  };
  latest_invoice: string | null;
  metadata: Record<string, string>;
};

type Failure = { method: string; path: RegExp; status: number; type: string; message: string; code?: string };

export type FakeStripeServer = FakeHttpServer<"state"> & {
  customers: Map<string, FakeCustomer>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, FakeInvoice>;
  /** The next request matching method and path fails with this Stripe error. */
  failNext(failure: Failure): void;
  /** The Idempotency-Key headers sent to a method and path prefix, in order. */
  idempotencyKeys(method: string, pathPrefix: string): (string | undefined)[];
  /** Requests to a method and path prefix. */
  calls(method: string, pathPrefix: string): RecordedRequest[];
  addCustomer(fields?: Partial<FakeCustomer>): FakeCustomer;
  /** A subscription as Stripe would hold it, with its latest invoice (paid when status is active). */
  addSubscription(opts: { customer: string; status?: string; invoicePaid?: boolean; periodEnd?: number; price?: string }): FakeSubscription;
  /** What confirming the Payment Element does in Stripe: the invoice paid, the subscription active. */
  payLatestInvoice(subscriptionId: string): FakeInvoice;
  latestInvoice(subscriptionId: string): FakeInvoice;
};

/** Parses Stripe's form encoding (`a[b][0]=x`) into nested objects and arrays. */
export function parseStripeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  const arrays = (v: unknown): unknown => {
    if (!v || typeof v !== "object") return v;
    const entries = Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, arrays(x)] as const);
    return entries.length && entries.every(([k]) => /^\d+$/.test(k)) ? entries.sort((a, b) => +a[0] - +b[0]).map(([, x]) => x) : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

function stripeError(status: number, type: string, message: string, code?: string, param?: string): HttpReply {
  return { status, body: { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } }, headers: { "request-id": newId("req") } };
}
const missing = (what: string, id: string) => stripeError(404, "invalid_request_error", `No such ${what}: '${id}'`, "resource_missing", "id");

export async function startFakeStripe(): Promise<FakeStripeServer> {
  const customers = new Map<string, FakeCustomer>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const failures: Failure[] = [];
  const idempotent = new Map<string, { method: string; path: string; raw: string; reply: HttpReply }>();

  function addCustomer(fields: Partial<FakeCustomer> = {}): FakeCustomer {
    const customer: FakeCustomer = { id: newId("cus"), object: "customer", email: null, name: null, metadata: {}, ...fields };
    customers.set(customer.id, customer);
    return customer;
  }

  function addSubscription({ customer, status = "incomplete", invoicePaid = status === "active" || status === "trialing", periodEnd, price = FAKE_STRIPE.priceId }: {
    customer: string;
    status?: string;
    invoicePaid?: boolean;
    periodEnd?: number;
    price?: string;
  }): FakeSubscription {
    const start = nowS();
    const end = periodEnd ?? start + 30 * DAY_S;
    const id = newId("sub");
    const invoice: FakeInvoice = {
      id: newId("in"),
      object: "invoice",
      customer,
      status: invoicePaid ? "paid" : "open",
      amount_due: FAKE_STRIPE.amountCents,
      amount_paid: invoicePaid ? FAKE_STRIPE.amountCents : 0,
      currency: "usd",
      parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: id, metadata: {} } },
      lines: { object: "list", data: [{ id: newId("il"), object: "line_item", amount: FAKE_STRIPE.amountCents, period: { start, end } }], has_more: false },
      confirmation_secret: { client_secret: `${newId("pi")}_secret_${randomBytes(6).toString("hex")}`, type: "payment_intent" },
    };
    invoices.set(invoice.id, invoice);
    const sub: FakeSubscription = {
      id,
      object: "subscription",
      customer,
      status,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      start_date: start,
      cancellation_details: { reason: null, comment: null, feedback: null },
      items: { object: "list", data: [{ id: newId("si"), object: "subscription_item", price: { id: price, object: "price" }, current_period_start: start, current_period_end: end }] },
      latest_invoice: invoice.id,
      metadata: {},
    };
    subscriptions.set(id, sub);
    return sub;
  }

  const latestInvoice = (subscriptionId: string) => invoices.get(subscriptions.get(subscriptionId)!.latest_invoice!)!;

  /** The JSON Stripe sends: the confirmation secret only when expanded, the invoice embedded when asked. */
  function renderInvoice(invoice: FakeInvoice, withSecret: boolean) {
    const { confirmation_secret, ...rest } = invoice;
    return withSecret && invoice.status === "open" ? { ...rest, confirmation_secret } : rest;
  }
  function renderSubscription(sub: FakeSubscription, expand: string[]) {
    const wantsInvoice = expand.some((e) => e === "latest_invoice" || e.startsWith("latest_invoice."));
    if (!wantsInvoice || !sub.latest_invoice) return sub;
    return { ...sub, latest_invoice: renderInvoice(invoices.get(sub.latest_invoice)!, expand.includes("latest_invoice.confirmation_secret")) };
  }

  function handle(req: RecordedRequest, params: Record<string, unknown>): HttpReply {
    const [pathname] = req.path.split("?");
    const parts = pathname!.split("/").filter(Boolean); // ["v1", resource, id?]
    const expand = Array.isArray(params.expand) ? (params.expand as string[]) : [];
    const ok = (body: unknown): HttpReply => ({ status: 200, body, headers: { "request-id": newId("req") } });

    if (parts[0] !== "v1") return stripeError(404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${pathname})`);
    const [, resource, id, sub] = parts;
    if (resource === "customers" && req.method === "POST" && !id) {
      return ok(addCustomer({ email: (params.email as string) ?? null, name: (params.name as string) ?? null, metadata: (params.metadata as Record<string, string>) ?? {} }));
    }
    if (resource === "customers" && req.method === "GET" && id) {
      const c = customers.get(id);
      if (!c) return missing("customer", id);
      return ok(c.deleted ? { id: c.id, object: "customer", deleted: true } : c);
    }
    if (resource === "subscriptions" && req.method === "POST" && !id) {
      const customer = params.customer as string | undefined;
      if (!customer || !customers.get(customer) || customers.get(customer)!.deleted) return missing("customer", String(customer));
      const items = params.items as Array<{ price?: string }> | undefined;
      if (!items?.[0]?.price) return stripeError(400, "invalid_request_error", "Missing required param: items.", "parameter_missing", "items");
      if (params.payment_behavior !== "default_incomplete") return stripeError(400, "invalid_request_error", "This fake only creates default_incomplete subscriptions");
      const created = addSubscription({ customer, price: items[0].price });
      created.metadata = (params.metadata as Record<string, string>) ?? {};
      return ok(renderSubscription(created, expand));
    }
    if (resource === "subscriptions" && id) {
      const s = subscriptions.get(id);
      if (!s) return missing("subscription", id);
      if (req.method === "GET") return ok(renderSubscription(s, expand));
      if (req.method === "POST" && !sub) {
        if (s.status === "canceled") return stripeError(400, "invalid_request_error", "A canceled subscription can only update its cancellation_details and metadata.");
        if (params.cancel_at_period_end === "true") {
          s.cancel_at_period_end = true;
          s.cancel_at = s.items.data[0]!.current_period_end;
          s.canceled_at = nowS();
          s.cancellation_details.reason = "cancellation_requested";
        } else if (params.cancel_at_period_end === "false") {
          Object.assign(s, { cancel_at_period_end: false, cancel_at: null, canceled_at: null });
          s.cancellation_details.reason = null;
        }
        return ok(renderSubscription(s, expand));
      }
      if (req.method === "DELETE") {
        if (s.status === "canceled") return stripeError(400, "invalid_request_error", `This subscription has already been canceled: ${id}`);
        Object.assign(s, { status: "canceled", ended_at: nowS(), canceled_at: nowS() });
        s.cancellation_details.reason = "cancellation_requested";
        return ok(renderSubscription(s, expand));
      }
    }
    if (resource === "invoices" && req.method === "GET" && id) {
      const inv = invoices.get(id);
      return inv ? ok(renderInvoice(inv, expand.includes("confirmation_secret"))) : missing("invoice", id);
    }
    if (resource === "billing_portal" && id === "sessions" && req.method === "POST") {
      const customer = params.customer as string | undefined;
      if (!customer || !customers.has(customer)) return missing("customer", String(customer));
      const sessionId = newId("bps");
      return ok({ id: sessionId, object: "billing_portal.session", customer, return_url: params.return_url ?? null, url: `https://billing.stripe.test/p/session/${sessionId}`, livemode: false });
    }
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${pathname})`);
  }

  function render(_reply: "state", req: RecordedRequest): HttpReply {
    if (!/^Bearer sk_test_\S+/.test(String(req.headers.authorization ?? ""))) {
      return stripeError(401, "invalid_request_error", "You did not provide an API key.");
    }
    const [pathname, query = ""] = req.path.split("?");
    const failureAt = failures.findIndex((f) => f.method === req.method && f.path.test(pathname!));
    if (failureAt >= 0) {
      const [f] = failures.splice(failureAt, 1);
      return stripeError(f!.status, f!.type, f!.message, f!.code);
    }
    const key = req.headers["idempotency-key"] as string | undefined;
    if (key && req.method === "POST") {
      const seen = idempotent.get(key);
      if (seen) {
        if (seen.path !== pathname || seen.raw !== req.raw) {
          return stripeError(400, "idempotency_error", `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`);
        }
        return { ...seen.reply, headers: { ...("headers" in seen.reply ? seen.reply.headers : {}), "idempotent-replayed": "true" } } as HttpReply;
      }
    }
    const params = parseStripeForm(req.method === "GET" || req.method === "DELETE" ? query : req.raw);
    const reply = handle(req, params);
    if (key && req.method === "POST" && "status" in reply && reply.status < 500) idempotent.set(key, { method: req.method, path: pathname!, raw: req.raw, reply });
    return reply;
  }

  const server = await startFakeHttpServer<"state">({ defaultReply: "state", render });
  const reset = server.reset;
  return Object.assign(server, {
    customers,
    subscriptions,
    invoices,
    reset: () => {
      reset();
      failures.length = 0;
    },
    failNext: (f: Failure) => void failures.push(f),
    calls: (method: string, prefix: string) => server.requests.filter((r) => r.method === method && r.path.startsWith(prefix)),
    idempotencyKeys: (method: string, prefix: string) =>
      server.requests.filter((r) => r.method === method && r.path.startsWith(prefix)).map((r) => r.headers["idempotency-key"] as string | undefined),
    addCustomer,
    addSubscription,
    latestInvoice,
    payLatestInvoice(subscriptionId: string) {
      const invoice = latestInvoice(subscriptionId);
      Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due });
      subscriptions.get(subscriptionId)!.status = "active";
      return invoice;
    },
  });
}

const STRIPE_ENV = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_PRICE_ID", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"] as const;

/** Sets (or, with null, clears) the Stripe variables and drops the cached configuration. */
export function setStripeEnv(values: Partial<Record<(typeof STRIPE_ENV)[number], string | null>>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
}

/**
 * For a test file: starts the fake before its tests with the app configured for it, and afterwards
 * stops it and restores the environment as it was.
 */
export function useFakeStripe(): { readonly server: FakeStripeServer } {
  const saved = Object.fromEntries(STRIPE_ENV.map((n) => [n, process.env[n] ?? null]));
  const holder = {} as { server: FakeStripeServer };
  beforeAll(async () => {
    holder.server = await startFakeStripe();
    setStripeEnv({
      STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE.publishableKey,
      STRIPE_PRICE_ID: FAKE_STRIPE.priceId,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
      STRIPE_API_BASE: holder.server.url,
    });
  });
  afterAll(async () => {
    setStripeEnv(saved);
    await holder.server?.close();
  });
  return holder;
}

/** A Stripe event as the webhook receives it: the JSON body and its Stripe-Signature header. */
export function signedEvent(
  type: string,
  object: unknown,
  { id = newId("evt"), secret = FAKE_STRIPE.webhookSecret }: { id?: string; secret?: string } = {},
): { id: string; payload: string; signature: string } {
  const payload = JSON.stringify({
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: nowS(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
