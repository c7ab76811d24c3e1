import { NotFound } from "~/components/layout/error-pages";
import { navigation } from "~/content/navigation";

const copy = navigation.notFound;

export const meta = () => [
  { title: copy.title },
  { name: "description", content: copy.description },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  return <NotFound copy={copy} />;
}
