import next from "eslint-config-next";

const config = [
  { ignores: [".next/**", ".next-bench/**", "node_modules/**", "data/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...next,
  {
    // import/no-cycle follows imports into packages' sources; PGlite's bundle is too deep for its parser.
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      // Modules depend one way (app → lib/http → lib/commerce → lib/storage); no import circle anywhere.
      "import/no-cycle": ["error", { ignoreExternal: true }],
      // Shopper text is rendered as text, never as HTML.
      "react/no-danger": "error",
      "no-restricted-syntax": [
        "error",
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: "Render shopper text as text." },
      ],
    },
  },
  {
    files: ["**/*.ts", "**/*.tsx"],
    rules: {
      // Nothing imported or declared goes unused (a leading underscore marks what is left out on purpose).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true, caughtErrors: "none" },
      ],
    },
  },
];

export default config;
