import { LegalDocument } from "~/components/legal/legal-document";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/politique-confidentialite";

export const meta = () => seo(PATH);

export default function PrivacyPolicyPage() {
  const page = getPage(PATH);
  return <LegalDocument {...privacyPolicy} title={page.h1} lead={page.description} />;
}
