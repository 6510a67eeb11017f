/**
 * First step of `npm run build`: the client build of each page on its own (vite.config.ts,
 * BUILD_PAGE), into one dist/: every language's page, every language's route page template
 * (one script serves all of that language's route pages), then the legal page. One page's build
 * bundles its words, the app and React into the one script the page loads first.
 */
import { build } from "vite";
import { languages } from "../../src/shared/i18n/languages";

const pages = [...languages, ...languages.map((language) => `route-${language}`), "legal"];
for (const [index, page] of pages.entries()) {
  process.env.BUILD_PAGE = page;
  await build({ logLevel: "warn", build: { emptyOutDir: index === 0 } });
  console.log(`Built the ${page} page`);
}
