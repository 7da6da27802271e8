/** A clearly generic, illustrative testimonial (no real person is quoted). */
export function LeadTestimonial() {
  return (
    <figure className="rounded-xl bg-card p-6 ring-1 ring-border">
      <blockquote className="text-foreground">
        &ldquo;I didn&apos;t know how to describe twelve years of federal program work to a private employer. The
        translation gave me the words, and I had interviews within a month.&rdquo;
      </blockquote>
      <figcaption className="mt-3 text-sm text-muted-foreground">
        — Former federal program analyst <span className="italic">(illustrative example)</span>
      </figcaption>
    </figure>
  );
}
