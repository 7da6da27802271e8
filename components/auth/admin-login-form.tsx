"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, EyeOff } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/forms/text-field";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { adminLoginSchema, type AdminLoginInput } from "@/lib/validation/auth";

/** Spec 02 §2 "Admin login": a short pause after the success toast before the portal opens. */
const REDIRECT_DELAY_MS = 500;

export function AdminLoginForm() {
  const router = useRouter();
  const [showPassword, setShowPassword] = useState(false);
  const [navigating, setNavigating] = useState(false);
  // The schema trims both fields and requires them, so nothing is sent when either is blank.
  const form = useForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: "", password: "" },
  });
  const pending = form.formState.isSubmitting || navigating;

  async function onSubmit(values: AdminLoginInput) {
    try {
      await apiRequest("POST", "/api/admin/login", values);
    } catch (error) {
      toast.error("Login failed", { description: errorMessage(error, "Invalid credentials") });
      return;
    }
    setNavigating(true);
    toast.success("Login successful");
    setTimeout(() => {
      router.push("/admin");
      router.refresh();
    }, REDIRECT_DELAY_MS);
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label="Admin sign in">
        <TextField
          control={form.control}
          name="username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <div className="relative">
                <FormControl>
                  <Input
                    type={showPassword ? "text" : "password"}
                    autoComplete="current-password"
                    className="pr-11"
                    {...field}
                  />
                </FormControl>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  className="absolute top-1/2 right-1 -translate-y-1/2"
                  aria-label={showPassword ? "Hide password" : "Show password"}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((v) => !v)}
                >
                  {showPassword ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                </Button>
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </Form>
  );
}
