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
  // Staff with two-factor on: the server asks for the app code; the form sends it with the password.
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState("");
  // The schema trims both fields and requires them, so nothing is sent when either is blank.
  const form = useForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: "", password: "" },
  });
  const pending = form.formState.isSubmitting || navigating;

  async function onSubmit(values: AdminLoginInput) {
    try {
      const body = needsCode ? { ...values, code: code.trim() } : values;
      const res = await apiRequest("POST", "/api/admin/login", body);
      const data = (await res.json()) as { twoFactorRequired?: boolean };
      if (data.twoFactorRequired) {
        setNeedsCode(true);
        return;
      }
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
        {needsCode ? (
          <div className="grid gap-2">
            <label htmlFor="admin-login-code" className="text-sm font-medium">
              Authentication code
            </label>
            <Input
              id="admin-login-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-describedby="admin-login-code-help"
              autoFocus
            />
            <p id="admin-login-code-help" className="text-sm text-muted-foreground">
              Enter the 6-digit code from your authenticator app.
            </p>
          </div>
        ) : null}
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </Form>
  );
}
