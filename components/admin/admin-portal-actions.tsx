"use client";

import { LogOut, RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api/client";

/** The portal header's Refresh and Logout buttons. */
export function AdminPortalActions({ onRefresh }: { onRefresh?: () => void } = {}) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [loggingOut, setLoggingOut] = useState(false);

  async function logout() {
    setLoggingOut(true);
    try {
      await apiRequest("POST", "/api/admin/logout");
    } catch {
      setLoggingOut(false);
      toast.error("Logout failed");
      return;
    }
    toast.success("Logged out successfully");
    router.push("/admin-login");
    router.refresh();
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => startRefresh(() => {
          onRefresh?.();
          router.refresh();
        })} disabled={refreshing}>
        <RefreshCw aria-hidden="true" className={refreshing ? "animate-spin" : undefined} />
        {refreshing ? "Refreshing..." : "Refresh"}
      </Button>
      <Button variant="outline" onClick={logout} disabled={loggingOut}>
        <LogOut aria-hidden="true" />
        {loggingOut ? "Logging out..." : "Logout"}
      </Button>
    </div>
  );
}
