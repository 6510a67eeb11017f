import { anchor, sectionIds } from "../config/navigation";
import { Icon } from "../components/icon";
import { useStaticMessages } from "../lib/messages";
import type { Frame } from "./kept";

export const heroFrame: Frame = {
  id: sectionIds.home,
  className: "hero",
  "aria-labelledby": "hero-title",
};

export function Hero() {
  const { hero } = useStaticMessages();
  return (
    <section {...heroFrame}>
      <div className="container hero__inner">
        <p className="hero__eyebrow">{hero.eyebrow}</p>
        <h1 id="hero-title">{hero.title}</h1>
        <p className="hero__lead">{hero.lead}</p>
        <div className="hero__actions">
          <a className="button button--primary" href={anchor(sectionIds.booking)}>
            {hero.book}
          </a>
          <a className="button button--ghost" href={anchor(sectionIds.pricing)}>
            {hero.rates}
          </a>
        </div>
        <ul className="hero__highlights">
          {hero.highlights.map((text) => (
            <li key={text}>
              <Icon name="check" size={18} />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
