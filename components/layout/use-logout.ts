"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api/client";

/** Browser-storage keys of the client session (spec doc 1 §3); logout clears them. */
export const CLIENT_SESSION_KEYS = ["currentAccountId", "accountName", "userEmail"] as const;

export function clearClientSession(): void {
  try {
    for (const key of CLIENT_SESSION_KEYS) window.localStorage.removeItem(key);
  } catch {
    // Storage can be unavailable (privacy modes); the server cookie is what matters.
  }
}

/** Logout: the server clears the session cookie, then the client keys go and we return to /. */
export function useLogout() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      await apiRequest("POST", "/api/auth/logout");
    } catch (error) {
      console.error("Logout failed", error);
      setPending(false);
      toast.error("Logout failed", { description: "Please try again." });
      return;
    }
    clearClientSession();
    router.push("/");
    router.refresh();
    setPending(false);
  }, [router]);

  return { logout, pending };
}
