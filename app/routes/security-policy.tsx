import { LegalDocument } from "~/components/legal/legal-document";
import { securityPolicy } from "~/content/legal/security-policy";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/politique-de-securite";

export const meta = () => seo(PATH);

export default function SecurityPolicyPage() {
  const page = getPage(PATH);
  return <LegalDocument {...securityPolicy} title={page.h1} lead={page.description} />;
}
