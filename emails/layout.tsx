// The frame every message of the store shares: its language, a preview line, the store's name, and a footer that
// says why the reader got it. React Email's components render tables mail clients lay out alike; the plain-text
// part is rendered from the same tree (lib/email/render.tsx).
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type React from "react";
import type { ReactNode } from "react";

export const colors = {
  ink: "#1c1917",
  muted: "#57534e",
  brand: "#9a3412",
  rule: "#e7e5e4",
};

export function EmailLayout({
  preview,
  heading,
  storeName,
  footer,
  children,
}: {
  preview: string;
  heading: string;
  storeName: string;
  footer: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: "#fafaf9",
          color: colors.ink,
          fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
          margin: 0,
          padding: "24px 0",
        }}
      >
        <Container
          style={{
            backgroundColor: "#ffffff",
            maxWidth: "560px",
            padding: "24px",
            border: `1px solid ${colors.rule}`,
          }}
        >
          <Text
            style={{
              fontSize: "14px",
              fontWeight: 600,
              color: colors.brand,
              margin: 0,
            }}
          >
            {storeName}
          </Text>
          <Heading
            as="h1"
            style={{
              fontSize: "22px",
              lineHeight: "30px",
              margin: "12px 0 16px",
            }}
          >
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: colors.rule, margin: "24px 0 12px" }} />
          <Section>
            <Text
              style={{
                fontSize: "12px",
                lineHeight: "18px",
                color: colors.muted,
                margin: 0,
              }}
            >
              {footer}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = {
  fontSize: "15px",
  lineHeight: "22px",
  margin: "0 0 12px",
} as const;
export const small = {
  fontSize: "13px",
  lineHeight: "20px",
  color: colors.muted,
  margin: "0",
} as const;
export const link = {
  color: colors.brand,
  textDecoration: "underline",
} as const;

/**
 * The plain-text part's own words for a part whose HTML is a layout table (lines, sums): shown in the text part
 * only. Its HTML twin is wrapped in HtmlOnly.
 */
export function TextOnly({ lines }: { lines: string[] }) {
  return (
    <div
      style={
        {
          display: "none",
          maxHeight: 0,
          overflow: "hidden",
          msoHide: "all",
        } as React.CSSProperties
      }
    >
      {lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}

/** A part of the HTML the plain-text part leaves out (it has a TextOnly twin). */
export function HtmlOnly({ children }: { children: ReactNode }) {
  return <div data-skip-in-text="true">{children}</div>;
}

/** Text that keeps its line breaks in both parts (an address, bank details). */
export function Lines({ text }: { text: string }) {
  const lines = text.split("\n");
  return lines.map((line, i) => (
    <span key={i}>
      {line}
      {i < lines.length - 1 ? <br /> : null}
    </span>
  ));
}

/** A one-time link (a reset, an invitation) as a button, and its address beneath for a client that shows no button. */
export function OneTimeLink({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Button
        href={href}
        style={{ backgroundColor: colors.brand, color: "#ffffff", padding: "12px 20px", fontSize: "15px", fontWeight: 600, borderRadius: "6px" }}
      >
        {label}
      </Button>
      <Text style={{ ...small, marginTop: "16px" }}>Or open this address: </Text>
      <Text style={{ ...small, wordBreak: "break-all" }}>
        <Link href={href} style={link}>
          {href}
        </Link>
      </Text>
    </>
  );
}
