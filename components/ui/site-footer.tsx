export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-stone-600">
        <p>Cartwright — made to order, priced to the cent.</p>
      </div>
    </footer>
  );
}
