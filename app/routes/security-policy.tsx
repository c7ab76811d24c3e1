import { LegalDocument } from "~/components/legal/legal-document";
import { SECURITY_POLICY } from "~/content/legal/security-policy";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/politique-de-securite";

export const meta = () => seo(PATH);

export default function SecurityPolicyPage() {
  const page = getPage(PATH);
  return <LegalDocument title={page.h1} lead={page.description} document={SECURITY_POLICY} />;
}
