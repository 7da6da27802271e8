"use client";

import { useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { computeSavings } from "@/lib/admin/savings";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { GEMINI_PERCENTAGE_MESSAGE, geminiPercentageSchema } from "@/lib/validation/ai";
import { useAdminData } from "./use-admin-data";

type AbStatus = { geminiTrafficPercentage: number; geminiAvailable: boolean; totalRequests: number; geminiRequests: number; openaiRequests: number };

/** Spec 02 §9 presets. */
export const PRESETS = [
  { value: 0, label: "0% Safe Mode" },
  { value: 5, label: "5% Pilot" },
  { value: 25, label: "25% Testing" },
  { value: 50, label: "50% Balanced" },
  { value: 100, label: "100% Full Gemini" },
] as const;

export function AiTab() {
  // Spec 02 §7: polled every 5 s.
  const { data, reload } = useAdminData<AbStatus>("/api/admin/ab-test-status", { pollMs: 5000 });
  const [custom, setCustom] = useState("");
  const [busy, setBusy] = useState(false);
  const unavailable = data ? !data.geminiAvailable : false;

  async function apply(value: unknown) {
    const parsed = geminiPercentageSchema.safeParse(value);
    if (!parsed.success) {
      toast.error("Invalid Input", { description: GEMINI_PERCENTAGE_MESSAGE });
      return;
    }
    setBusy(true);
    try {
      const res = (await (await apiRequest("POST", "/api/admin/set-gemini-traffic", { percentage: parsed.data })).json()) as { message: string };
      toast.success("Traffic split updated", { description: res.message });
      reload();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to update traffic split") });
    } finally {
      setBusy(false);
    }
  }

  const savings = data ? computeSavings(data) : null;
  return (
    <div className="grid gap-4">
      {unavailable ? (
        <Alert className="border-amber-400 bg-amber-50 text-amber-900">
          <AlertDescription>Gemini service is unavailable. Traffic will automatically use OpenAI.</AlertDescription>
        </Alert>
      ) : null}
      <p>
        Current Gemini share: <strong data-testid="gemini-share">{data?.geminiTrafficPercentage ?? "—"}%</strong>
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Traffic presets">
        {PRESETS.map((p) => (
          <Button key={p.value} variant={data?.geminiTrafficPercentage === p.value ? "default" : "outline"} disabled={busy || unavailable} onClick={() => apply(p.value)}>
            {p.label}
          </Button>
        ))}
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void apply(custom);
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor="gemini-custom">Custom percentage (0–100)</Label>
          <Input id="gemini-custom" inputMode="numeric" value={custom} onChange={(e) => setCustom(e.target.value)} className="w-40" />
        </div>
        <Button type="submit" disabled={busy || unavailable}>
          Apply
        </Button>
      </form>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-lg border p-4">
          <p className="text-sm text-muted-foreground">Total requests</p>
          <p className="text-2xl font-semibold">{data?.totalRequests ?? 0}</p>
        </div>
        <div className="rounded-lg border p-4">
          <p className="text-sm text-muted-foreground">Gemini requests</p>
          <p className="text-2xl font-semibold">{data?.geminiRequests ?? 0}</p>
        </div>
        <div className="rounded-lg border p-4">
          <p className="text-sm text-muted-foreground">OpenAI requests</p>
          <p className="text-2xl font-semibold">{data?.openaiRequests ?? 0}</p>
        </div>
      </div>
      {savings ? (
        <p data-testid="ai-savings">
          {savings.basis === "actual" ? `Actual cost for ${savings.requests} requests` : `Projected cost per ${savings.requests} requests`}: $
          {savings.cost.toFixed(2)} vs ${savings.allOpenAiCost.toFixed(2)} with OpenAI only — savings ${savings.savings.toFixed(2)} (
          {savings.savingsPercent}%)
        </p>
      ) : null}
    </div>
  );
}
