import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/politique-confidentialite";

export const meta = () => seo(PATH);

export default function PrivacyPolicyPage() {
  const page = getPage(PATH);
  return <PageHero title={page.h1} lead={page.description} />;
}
