import next from "eslint-config-next";

const config = [
  { ignores: [".next/**", "node_modules/**", "data/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...next,
  {
    rules: {
      // Shopper text is rendered as text, never as HTML.
      "react/no-danger": "error",
      "no-restricted-syntax": [
        "error",
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: "Render shopper text as text." },
      ],
    },
  },
];

export default config;
