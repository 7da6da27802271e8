/**
 * Where the saved-search components send their requests: the account holder's own routes
 * (/api/job-searches, the account from the session) or, for staff in the admin portal, the admin
 * routes for a given account (/api/admin/...). Same bodies and answers either way.
 */
export type JobSearchUrls = {
  list: string;
  create: string;
  /** The create body: the account routes name the account (the server checks it is the caller's). */
  createBody: <T extends object>(values: T) => T & { accountId?: number };
  item: (id: number) => string;
  toggle: (id: number) => string;
};

export function jobSearchUrls(accountId: number, staff = false): JobSearchUrls {
  if (staff) {
    return {
      list: `/api/admin/accounts/${accountId}/job-searches`,
      create: `/api/admin/accounts/${accountId}/job-searches`,
      createBody: (values) => values,
      item: (id) => `/api/admin/job-searches/${id}`,
      toggle: (id) => `/api/admin/job-searches/${id}/toggle`,
    };
  }
  return {
    list: `/api/job-searches/${accountId}`,
    create: "/api/job-searches",
    createBody: (values) => ({ ...values, accountId }),
    item: (id) => `/api/job-searches/${id}`,
    toggle: (id) => `/api/job-searches/${id}/toggle-active`,
  };
}
