import Link from "next/link";

/** Above a settings page's heading: back to the index of settings pages. */
export function AllSettingsLink() {
  return (
    <p className="mb-2 text-sm">
      <Link href="/admin/settings" className="text-brand-700 underline">
        All settings
      </Link>
    </p>
  );
}
