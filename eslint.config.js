import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/**
 * Imports flow one way (DESIGN.md): src/shared ← src/features ← src/sections ← app, and the
 * server (netlify/) takes only src/shared from the browser side. These rules hold that line.
 */
const noUiImports = {
  group: ["**/sections/**", "**/features/**", "**/components/**", "**/app", "**/main"],
  message: "This layer may not import UI code.",
};

const serverPatterns = [
  noUiImports,
  {
    group: ["**/src/config/**", "react", "react-dom"],
    message: "The server takes only src/shared.",
  },
];

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
    files: ["src/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/sections/**", "**/app"], message: "Features sit below sections." },
          ],
        },
      ],
    },
  },
  {
    files: ["netlify/**"],
    rules: { "no-restricted-imports": ["error", { patterns: serverPatterns }] },
  },
  {
    files: ["netlify/lib/**", "netlify/functions/**"],
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
