/**
 * `toast.success / .error / .dismiss` with sonner's arguments, but sonner itself (about 11 KB
 * gzipped) is fetched on the first call instead of with every page that might show a toast.
 * The <LazyToaster /> in the root layout loads the same module, so both share one toast store.
 */
import type { ExternalToast } from "sonner";

const sonner = () => import("sonner").then((m) => m.toast);

export const toast = {
  success(title: string, options?: ExternalToast): void {
    void sonner().then((t) => t.success(title, options));
  },
  error(title: string, options?: ExternalToast): void {
    void sonner().then((t) => t.error(title, options));
  },
  dismiss(id?: string | number): void {
    void sonner().then((t) => t.dismiss(id));
  },
};
