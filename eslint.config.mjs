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
  {
    // Routes, pages, Server Actions and components reach data through the domain (docs/architecture.md); the
    // bench's own routes measure the framework floor and are built only into the bench's build.
    files: ["app/**/*.ts", "app/**/*.tsx", "components/**/*.ts", "components/**/*.tsx"],
    ignores: ["**/*.bench.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/lib/storage", "@/lib/storage/*", "**/lib/storage/*"], message: "Call a domain function (lib/commerce); storage sits behind its stores." }] },
      ],
    },
  },
  {
    // The domain reads and writes through its stores (lib/storage/<domain>); row types may come from storage.
    files: ["lib/commerce/**/*.ts", "lib/commerce/**/*.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "drizzle-orm", message: "Queries live in a store under lib/storage/<domain>." },
            { name: "@/lib/storage/db", message: "A store opens the database; the domain calls the store.", allowTypeImports: true },
            { name: "@/lib/storage/schema", message: "Tables are the stores' business; import row types only.", allowTypeImports: true },
          ],
          patterns: [{ group: ["drizzle-orm/*"], message: "Queries live in a store under lib/storage/<domain>." }],
        },
      ],
    },
  },
];

export default config;
