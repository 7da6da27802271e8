"use client"
import * as React from "react"
import { useForm } from "react-hook-form"
import { toast } from "sonner"
import { Button, buttonVariants } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { Card, CardHeader, CardTitle, CardDescription, CardAction, CardContent, CardFooter } from "@/components/ui/card"
import { Badge, badgeVariants } from "@/components/ui/badge"
import { Alert, AlertTitle, AlertDescription } from "@/components/ui/alert"
import { Dialog, DialogTrigger, DialogContent, DialogHeader, DialogTitle, DialogDescription, DialogFooter, DialogClose } from "@/components/ui/dialog"
import { Sheet, SheetTrigger, SheetContent, SheetHeader, SheetTitle, SheetDescription, SheetFooter, SheetClose } from "@/components/ui/sheet"
import { Tabs, TabsList, TabsTrigger, TabsContent } from "@/components/ui/tabs"
import { Switch } from "@/components/ui/switch"
import { Select, SelectTrigger, SelectValue, SelectContent, SelectItem, SelectGroup, SelectLabel, SelectSeparator } from "@/components/ui/select"
import { Checkbox } from "@/components/ui/checkbox"
import { Separator } from "@/components/ui/separator"
import { Skeleton } from "@/components/ui/skeleton"
import { Progress } from "@/components/ui/progress"
import { Table, TableHeader, TableBody, TableFooter, TableHead, TableRow, TableCell, TableCaption } from "@/components/ui/table"
import { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuCheckboxItem, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuSub, DropdownMenuSubTrigger, DropdownMenuSubContent, DropdownMenuShortcut, DropdownMenuGroup, DropdownMenuPortal } from "@/components/ui/dropdown-menu"
import { Tooltip, TooltipTrigger, TooltipContent, TooltipProvider } from "@/components/ui/tooltip"
import { Form, FormField, FormItem, FormLabel, FormControl, FormDescription, FormMessage, useFormField } from "@/components/ui/form"
import { Toaster } from "@/components/ui/sonner"

void buttonVariants; void badgeVariants; void useFormField; void DropdownMenuPortal

export function Demo() {
  const form = useForm<{ name: string; agree: boolean }>({ defaultValues: { name: "", agree: false } })
  return (
    <TooltipProvider>
      <Toaster />
      <Button variant="destructive" size="icon" aria-label="x" onClick={() => toast.success("ok")} />
      <Button asChild variant="link" size="icon-sm"><a href="/">a</a></Button>
      <Input aria-invalid />
      <Label htmlFor="a">L</Label>
      <Textarea />
      <Card><CardHeader><CardTitle>t</CardTitle><CardDescription>d</CardDescription><CardAction>a</CardAction></CardHeader><CardContent /><CardFooter /></Card>
      <Badge variant="outline" asChild><a href="/">b</a></Badge>
      <Alert variant="destructive"><AlertTitle>t</AlertTitle><AlertDescription>d</AlertDescription></Alert>
      <Dialog><DialogTrigger asChild><Button>o</Button></DialogTrigger><DialogContent showCloseButton={false}><DialogHeader><DialogTitle>t</DialogTitle><DialogDescription>d</DialogDescription></DialogHeader><DialogFooter showCloseButton><DialogClose>c</DialogClose></DialogFooter></DialogContent></Dialog>
      <Sheet><SheetTrigger>o</SheetTrigger><SheetContent side="left"><SheetHeader><SheetTitle>t</SheetTitle><SheetDescription>d</SheetDescription></SheetHeader><SheetFooter><SheetClose>c</SheetClose></SheetFooter></SheetContent></Sheet>
      <Tabs defaultValue="a"><TabsList><TabsTrigger value="a">A</TabsTrigger></TabsList><TabsContent value="a">A</TabsContent></Tabs>
      <Switch size="sm" aria-label="s" />
      <Select><SelectTrigger size="sm" aria-label="s"><SelectValue placeholder="p" /></SelectTrigger><SelectContent position="popper"><SelectGroup><SelectLabel>l</SelectLabel><SelectItem value="a">A</SelectItem><SelectSeparator /></SelectGroup></SelectContent></Select>
      <Checkbox aria-label="c" />
      <Separator orientation="vertical" />
      <Skeleton className="h-4" />
      <Progress value={40} aria-label="p" />
      <Table><TableCaption>c</TableCaption><TableHeader><TableRow><TableHead>h</TableHead></TableRow></TableHeader><TableBody><TableRow><TableCell>c</TableCell></TableRow></TableBody><TableFooter /></Table>
      <DropdownMenu><DropdownMenuTrigger>m</DropdownMenuTrigger><DropdownMenuContent><DropdownMenuLabel inset>l</DropdownMenuLabel><DropdownMenuGroup><DropdownMenuItem variant="destructive">i<DropdownMenuShortcut>⌘</DropdownMenuShortcut></DropdownMenuItem></DropdownMenuGroup><DropdownMenuSeparator /><DropdownMenuCheckboxItem checked>c</DropdownMenuCheckboxItem><DropdownMenuRadioGroup value="a"><DropdownMenuRadioItem value="a">a</DropdownMenuRadioItem></DropdownMenuRadioGroup><DropdownMenuSub><DropdownMenuSubTrigger>s</DropdownMenuSubTrigger><DropdownMenuSubContent><DropdownMenuItem>x</DropdownMenuItem></DropdownMenuSubContent></DropdownMenuSub></DropdownMenuContent></DropdownMenu>
      <Tooltip><TooltipTrigger>t</TooltipTrigger><TooltipContent>c</TooltipContent></Tooltip>
      <Form {...form}>
        <FormField control={form.control} name="name" render={({ field }) => (
          <FormItem><FormLabel>Name</FormLabel><FormControl><Input {...field} /></FormControl><FormDescription>d</FormDescription><FormMessage /></FormItem>
        )} />
        <FormField control={form.control} name="agree" render={({ field }) => (
          <FormItem><FormControl><Checkbox checked={field.value} onCheckedChange={field.onChange} /></FormControl><FormLabel>Agree</FormLabel></FormItem>
        )} />
      </Form>
    </TooltipProvider>
  )
}
