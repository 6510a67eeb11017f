import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

import { readdirSync } from "node:fs";

/**
 * Imports flow one way (docs/architecture.md, "The server"): src/shared ← src/lib ← src/features
 * ← src/sections ← app, features never import each other, and the server (netlify/) takes only
 * src/shared from the browser side. These rules hold that line.
 */
const layer = (names, message) => ({
  group: names.flatMap((name) => [`**/${name}`, `**/${name}/**`]),
  message,
});
const top = ["app", "start", "route-app", "route-start"];
const aboveLib = layer(
  ["features", "sections", ...top],
  "Only features, sections and app sit above src/lib.",
);
const noUiImports = layer(
  ["lib", "features", "sections", "components", ...top],
  "This layer may not import UI code.",
);
/** A module, whether imported with its extension or without. */
const eitherWay = (...modules) => modules.flatMap((module) => [module, `${module}.ts`]);
/** Any language folder's page and forms' words, and every language's page words at once. */
const languageWords = eitherWay("**/i18n/*/words", "**/i18n/*/form-words", "**/i18n/messages-for");
/**
 * A page carries its own words only: its entry (scripts/build/language-entries.ts) imports its
 * language's words and hands them down; the rest of the page reads them from there (types from
 * i18n/messages). Any language folder's words, so a new language needs no line here.
 */
const ownWordsOnly = {
  group: [...languageWords, ...eitherWay("**/i18n/form-messages-for")],
  message: "Only a page's entry imports a language's words: read them with useMessages().",
};

const serverPatterns = [
  {
    group: ["lib", "features", "sections", "components", ...top].map((name) => `**/src/${name}*`),
    message: "The server takes only src/shared.",
  },
  {
    group: ["**/src/config/**", "react", "react-dom"],
    message: "The server takes only src/shared.",
  },
  {
    // The functions render a form's answer, never a page: the pages' words would ride in every
    // function bundle (npm run bench:cold) for nothing.
    group: languageWords,
    message: "The functions take the forms' words only, from i18n/form-messages-for.",
  },
];

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each feature may import anything below it, but no other feature. */
const featureRules = features.map((feature) => ({
  files: [`src/features/${feature}/**`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          layer(["sections", ...top], "Features sit below sections."),
          ownWordsOnly,
          {
            group: features
              .filter((other) => other !== feature)
              .flatMap((other) => [`**/features/${other}/**`, `../${other}/**`]),
            message: "Features do not import each other: move what they share to src/lib.",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      ".data",
      ".netlify",
      "test-results",
      "playwright-report",
      "reports",
      ".stryker-tmp",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["src/shared/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noUiImports,
            { group: ["**/config/**", "react", "react-dom"], message: "src/shared is pure." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/lib/**", "src/components/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [aboveLib, ownWordsOnly] }] },
  },
  ...featureRules,
  {
    files: ["src/sections/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [layer(top, "Sections sit below the app."), ownWordsOnly] },
      ],
    },
  },
  {
    files: ["src/app.tsx", "src/start.tsx", "src/route-app.tsx", "src/route-start.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [ownWordsOnly] }] },
  },
  {
    files: ["netlify/**"],
    rules: { "no-restricted-imports": ["error", { patterns: serverPatterns }] },
  },
  {
    files: ["netlify/**"],
    ignores: ["netlify/local/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...serverPatterns,
            { group: ["**/local/**"], message: "netlify/local is for development and tests only." },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "tests/**"],
    rules: { "no-console": "off" },
  },
);
