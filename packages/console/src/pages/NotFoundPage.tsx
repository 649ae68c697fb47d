/** The page for an address the route table does not know. */
export function NotFoundPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Page Not Found</h1>
      <p>There is no page at this address.</p>
    </section>
  );
}
