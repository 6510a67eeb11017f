import { describe, expect, it } from "vitest";
import table from "../../src/shared/fares/popular-routes.json";
import {
  displayName,
  officialName,
  otherSlugs,
  placeFacts,
  routePageBySlug,
  type RoutePage,
  routePages,
  routePlaces,
  routesFrom,
  searchedName,
  vehicleFares,
  wayBack,
} from "../../src/shared/fares/route-pages";
import { matchPlace } from "../../src/shared/fares/route-distance";
import { languages } from "../../src/shared/i18n/languages";
import { allRouteWords } from "../../src/shared/i18n/route-words";
import { areaCodes } from "../../src/shared/page-keys";
import { sitemap } from "../../src/config/seo";
import { redirects, routePageUrls } from "../../src/config/route-seo";
import { routePath } from "../../src/config/navigation";
import { site } from "../../src/config/site";

/**
 * Adding a route is one row in popular-routes.json plus its places' facts and names: each test
 * here names what a new row left out.
 */
describe("the route table", () => {
  it("has each row's two directions as pages, each at its own address", () => {
    expect(routePages).toHaveLength(table.routes.length * 2);
    expect(new Set(routePages.map((route) => route.slug)).size).toBe(routePages.length);
  });

  it.each(routePlaces)("knows %s's state and whether it has an airport", (place) => {
    const facts = placeFacts[place];
    expect(facts, `${place} has no entry in places`).toBeDefined();
    expect([...areaCodes, "TG"]).toContain(facts!.state);
    expect(typeof facts!.airport).toBe("boolean");
  });

  it.each(routePlaces)("searches %s by its name or one of its aliases", (place) => {
    const searched = searchedName(place);
    const aliases: Record<string, string> = table.aliases;
    expect(searched === place || aliases[searched] === place, searched).toBe(true);
  });

  it("sends every other spelling's address to an address that exists, never to itself", () => {
    const slugs = new Set(routePages.map((route) => route.slug));
    for (const route of routePages) {
      for (const other of otherSlugs(route)) {
        expect(slugs.has(other), `${other} is a route's own address`).toBe(false);
      }
    }
    const lines = redirects().trim().split("\n");
    for (const line of lines) {
      const [from, to, status] = line.split(" ");
      expect(status).toBe("301");
      expect(from).not.toBe(to);
      expect(
        languages.some((language) =>
          routePages.some((route) => routePath(language, route.slug) === to),
        ),
        to,
      ).toBe(true);
    }
    expect(lines).toContain("/ta/bengaluru-to-madras-taxi/ /ta/bangalore-to-chennai-taxi/ 301");
  });
});

describe("each language's names for the places", () => {
  const cases = languages.flatMap((language) => routePlaces.map((place) => [language, place]));

  it.each(cases)(
    "%s names %s, and the booking form reads that name as the place",
    (language, place) => {
      const words = allRouteWords[language as (typeof languages)[number]];
      expect(words.places[place], `${language} has no name for ${place}`).toBeDefined();
      // The route page starts its form with this name: it must price the trip.
      expect(
        matchPlace(displayName(words, place))?.canonical,
        `the booking form does not read ${language}'s name for ${place} as the place: add that spelling to ${language}/place-names.ts`,
      ).toBe(place);
    },
  );

  it("in English, are the spellings the addresses use", () => {
    for (const place of routePlaces) {
      expect(displayName(allRouteWords.en, place).toLowerCase()).toBe(searchedName(place));
    }
  });

  it("leave no sentence in English", () => {
    const english = allRouteWords.en;
    const from = "{1}";
    const to = "{2}";
    for (const language of languages.filter((other) => other !== "en")) {
      const words = allRouteWords[language];
      for (const key of Object.keys(english) as (keyof typeof english)[]) {
        if (key === "places") continue;
        const own = words[key];
        const theirs = english[key];
        const said = (value: unknown) =>
          typeof value === "function" ? String(value(from, to, "{3}", "{4}")) : String(value);
        expect(said(own), `${language}.${key}`).not.toBe(said(theirs));
      }
    }
  });
});

describe("the sitemap", () => {
  it("lists every route page in every language", () => {
    const map = sitemap(routePageUrls());
    for (const route of routePages) {
      for (const language of languages) {
        expect(map).toContain(`<loc>${site.url}${routePath(language, route.slug)}</loc>`);
      }
    }
  });
});

describe("one route page's facts", () => {
  const chennaiToMadurai = routePageBySlug("chennai-to-madurai-taxi")!;

  it("are found by the page's address, and an address no row makes finds nothing", () => {
    expect(chennaiToMadurai).toMatchObject({ from: "chennai", to: "madurai", km: 462 });
    expect(routePageBySlug("madurai-to-chennai-taxi")).toMatchObject({
      from: "madurai",
      to: "chennai",
      km: 462,
    });
    expect(routePageBySlug("chennai-to-nowhere-taxi")).toBeUndefined();
  });

  it("price each vehicle at the row's km × its plan's rate, as the form does for a day pickup", () => {
    expect(vehicleFares(chennaiToMadurai)).toEqual([
      { vehicle: "hatchback", ratePerKm: 12, fare: 5544 },
      { vehicle: "sedan", ratePerKm: 15, fare: 6930 },
      { vehicle: "suv", ratePerKm: 18, fare: 8316 },
      { vehicle: "innova", ratePerKm: 18, fare: 8316 },
    ]);
  });

  it("lead back the other way, and on to the other routes from either place, nearest first", () => {
    expect(wayBack(chennaiToMadurai)).toBe(routePageBySlug("madurai-to-chennai-taxi"));
    const onward = routesFrom("chennai", chennaiToMadurai);
    const fromChennai = routePages.filter((route) => route.from === "chennai");
    expect(onward).toHaveLength(fromChennai.length - 1);
    expect(onward.every((route) => route.from === "chennai")).toBe(true);
    expect(onward).not.toContain(chennaiToMadurai);
    const nearestFirst = (routes: readonly RoutePage[]) => {
      const distances = routes.map((route) => route.km);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    };
    nearestFirst(onward);
    expect(routesFrom("chennai")).toContain(chennaiToMadurai);
    // Madurai's rows are not in the table nearest first; its onward routes are.
    const fromMadurai = routePages.filter((route) => route.from === "madurai");
    expect(routesFrom("madurai")).toEqual(expect.arrayContaining(fromMadurai));
    expect(routesFrom("madurai")).toHaveLength(fromMadurai.length);
    nearestFirst(routesFrom("madurai"));
    for (const route of routePages) {
      expect(wayBack(route)).toMatchObject({ from: route.to, to: route.from, km: route.km });
    }
  });

  it("send the table's other spellings of either place to the page, never the page to itself", () => {
    const route = routePageBySlug("bangalore-to-chennai-taxi")!;
    expect(otherSlugs(route)).toEqual(
      expect.arrayContaining(["bengaluru-to-chennai-taxi", "bengaluru-to-madras-taxi"]),
    );
    expect(otherSlugs(route)).not.toContain(route.slug);
  });

  it("name the states a road crosses between its ends, in the page's direction", () => {
    expect(routePageBySlug("chennai-to-hyderabad-taxi")!.through).toEqual(["AP"]);
    expect(routePageBySlug("hyderabad-to-chennai-taxi")!.through).toEqual(["AP"]);
    expect(routePageBySlug("pondicherry-to-bangalore-taxi")!.through).toEqual(["TN"]);
    expect(chennaiToMadurai.through).toEqual([]);
    for (const route of routePages) {
      const ends = [placeFacts[route.from]!.state, placeFacts[route.to]!.state];
      for (const state of route.through) {
        expect([...areaCodes, "TG"], `${route.slug} crosses ${state}`).toContain(state);
        expect(ends, `${route.slug} names one of its own ends' states as crossed`).not.toContain(
          state,
        );
      }
    }
  });

  it("name a place as passengers search it, with the official name beside it where they differ", () => {
    const tamil = allRouteWords.ta;
    expect(displayName(tamil, "tiruchirappalli")).toBe("திருச்சி");
    expect(officialName(tamil, "tiruchirappalli")).toBe("திருச்சிராப்பள்ளி");
    expect(displayName(tamil, "chennai")).toBe("சென்னை");
    expect(officialName(tamil, "chennai")).toBeUndefined();
    expect(() => displayName(tamil, "nowhere")).toThrow(/no name for the place "nowhere"/);
    expect(officialName(tamil, "nowhere")).toBeUndefined();
    expect(searchedName("bengaluru")).toBe("bangalore");
    expect(searchedName("nowhere")).toBe("nowhere");
  });
});
