import { FeatureGrid } from "~/components/sections/feature-grid";
import { Section } from "~/components/sections/section";
import { HOME_TALENT } from "~/content/home";

/** LIF Talent 2.0 on the home page: three cards, each leading to the page that proves its point. */
export function TalentSection() {
  return (
    <Section
      id="lif-talent"
      eyebrow={HOME_TALENT.eyebrow}
      title={HOME_TALENT.title}
      intro={HOME_TALENT.intro}
      tone="sand"
      line="talent"
    >
      <FeatureGrid items={HOME_TALENT.cards} />
    </Section>
  );
}
