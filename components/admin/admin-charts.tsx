"use client";

/** The portal's charts (recharts through components/ui/chart), loaded on demand by next/dynamic. */
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";

const pageConfig: ChartConfig = {
  total_views: { label: "Views", color: "var(--chart-1, #2563eb)" },
  unique_visitors: { label: "Unique visitors", color: "var(--chart-2, #16a34a)" },
};

export function PageViewsChart({ data }: { data: { page: string; total_views: number; unique_visitors: number }[] }) {
  return (
    <ChartContainer config={pageConfig} className="h-64 w-full" role="img" aria-label="Page views and unique visitors per page">
      <BarChart data={data.slice(0, 10)} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="page" tickLine={false} axisLine={false} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={40} />
        <ChartTooltip content={<ChartTooltipContent />} />
        <Bar dataKey="total_views" fill="var(--color-total_views)" radius={4} />
        <Bar dataKey="unique_visitors" fill="var(--color-unique_visitors)" radius={4} />
      </BarChart>
    </ChartContainer>
  );
}

const funnelConfig: ChartConfig = { count: { label: "Count", color: "var(--chart-1, #2563eb)" } };

export function FunnelChart({ data }: { data: { step: string; count: number }[] }) {
  return (
    <ChartContainer config={funnelConfig} className="h-56 w-full" role="img" aria-label="Conversion funnel">
      <BarChart data={data} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="step" tickLine={false} axisLine={false} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={40} />
        <ChartTooltip content={<ChartTooltipContent />} />
        <Bar dataKey="count" fill="var(--color-count)" radius={4} />
      </BarChart>
    </ChartContainer>
  );
}
