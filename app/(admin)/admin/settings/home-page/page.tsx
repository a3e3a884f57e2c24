import type { Metadata } from "next";
import Link from "next/link";
import { AllSettingsLink } from "@/components/admin/all-settings-link";
import { HomePageForm } from "@/components/admin/home-page-form";
import { readHomePageForm } from "@/lib/commerce/settings/home-page";
import { requireOwner } from "@/lib/web/admin-session";
import { saveHomePage } from "./actions";

export const metadata: Metadata = { title: "Home page" };

export default async function HomePageSettingsPage() {
  await requireOwner("/admin/settings/home-page");
  const { fields, image, categories } = await readHomePageForm();
  return (
    <>
      <AllSettingsLink />
      <h1 className="text-2xl font-semibold tracking-tight">Home page</h1>
      <p className="mt-2 max-w-3xl text-stone-700">
        What shoppers see first at{" "}
        <Link href="/" className="text-brand-700 underline underline-offset-2">
          the storefront&apos;s home page
        </Link>
        : the hero at the top, then a featured collection from one category, then every product. Until you save one, the
        home page shows the store&apos;s name and a button to its first category.
      </p>
      <HomePageForm action={saveHomePage} initial={{ values: fields, image }} categories={categories} />
    </>
  );
}
