import { sectionIds } from "../config/navigation";
import { site } from "../config/site";
import { statIds } from "../shared/page-keys";
import { SectionHeading } from "../components/section-heading";
import { useStaticMessages } from "../lib/messages";
import type { Frame } from "./kept";

export const aboutFrame: Frame = {
  id: sectionIds.about,
  className: "section section--alt",
  "aria-labelledby": "about-title",
};

export function About() {
  const { about } = useStaticMessages();
  return (
    <section {...aboutFrame}>
      <div className="container about">
        <div>
          <SectionHeading id="about-title" title={about.title} />
          <p>{about.story(site.name)}</p>
          <p>{about.promise}</p>
        </div>
        <dl className="stats">
          {statIds.map((id) => (
            <div key={id} className="stats__item">
              <dt>{about.stats[id].label}</dt>
              <dd>{about.stats[id].value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
