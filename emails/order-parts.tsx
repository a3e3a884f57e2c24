// The parts order messages share: the lines (with the engraving and bundle choices that make each the shopper's)
// and the summary rows a person reads (goods, discount, shipping, tax, total), as the order page shows them.
import { Column, Heading, Link, Row, Section, Text } from "@react-email/components";
import type { MessageLine, MessageSummaryRow } from "@/lib/commerce/email/messages";
import { colors, HtmlOnly, Lines, link, paragraph, small, TextOnly } from "./layout";

export function OrderLines({ lines }: { lines: MessageLine[] }) {
  return (
    <Section>
      <Heading as="h2" style={{ fontSize: "16px", margin: "16px 0 8px" }}>
        What you ordered
      </Heading>
      <TextOnly lines={lines.flatMap(lineInWords)} />
      <HtmlOnly>
        {lines.map((line, index) => (
          <Row key={index} style={{ borderTop: `1px solid ${colors.rule}`, padding: "8px 0" }}>
            <Column style={{ verticalAlign: "top" }}>
              <Text
                style={{
                  fontSize: "15px",
                  lineHeight: "22px",
                  margin: 0,
                  fontWeight: 600,
                }}
              >
                {`${line.quantity} × ${line.name}`}
              </Text>
              {line.inputs.map((input) => (
                <Text key={input.label} style={small}>
                  {`${input.label}: ${input.text}`}
                </Text>
              ))}
              {line.choices.map((choice) => (
                <Text key={choice.component} style={small}>
                  {`${choice.component}: ${choice.options.map((o) => `${o.quantity > 1 ? `${o.quantity} × ` : ""}${o.name}`).join(", ")}`}
                </Text>
              ))}
            </Column>
            <Column align="right" style={{ verticalAlign: "top", width: "120px" }}>
              <Text style={{ fontSize: "15px", lineHeight: "22px", margin: 0 }}>{line.total ?? ""}</Text>
            </Column>
          </Row>
        ))}
      </HtmlOnly>
    </Section>
  );
}

/** A line as the plain-text part lists it. */
function lineInWords(line: MessageLine): string[] {
  return [
    `${line.quantity} × ${line.name}${line.total ? `: ${line.total}` : ""}`,
    ...line.inputs.map((input) => `  ${input.label}: ${input.text}`),
    ...line.choices.map(
      (choice) => `  ${choice.component}: ${choice.options.map((o) => `${o.quantity > 1 ? `${o.quantity} × ` : ""}${o.name}`).join(", ")}`,
    ),
  ];
}

const sumStyle = (emphasis?: boolean) => ({ fontSize: "15px", lineHeight: "22px", margin: 0, fontWeight: emphasis ? 700 : 400 });

export function SummaryRows({ rows }: { rows: MessageSummaryRow[] }) {
  return (
    <Section
      style={{
        borderTop: `2px solid ${colors.ink}`,
        marginTop: "4px",
        paddingTop: "8px",
      }}
    >
      <TextOnly lines={rows.filter((row) => !row.includedTax).map((row) => `${row.label}: ${row.amount}`)} />
      <HtmlOnly>
        {rows
          .filter((row) => !row.includedTax)
          .map((row) => (
            <Row key={row.label}>
              <Column>
                <Text style={sumStyle(row.emphasis)}>{row.label}</Text>
              </Column>
              <Column align="right" style={{ width: "140px" }}>
                <Text style={sumStyle(row.emphasis)}>{row.amount}</Text>
              </Column>
            </Row>
          ))}
      </HtmlOnly>
      {rows
        .filter((row) => row.includedTax)
        .map((row) => (
          <Text key={row.label} style={{ ...small, textAlign: "right" }}>
            {row.label}
          </Text>
        ))}
    </Section>
  );
}

export function AddressLines({ heading, lines }: { heading: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <Section>
      <Heading as="h2" style={{ fontSize: "16px", margin: "16px 0 8px" }}>
        {heading}
      </Heading>
      <Text style={{ fontSize: "15px", lineHeight: "22px", margin: 0 }}>
        <Lines text={lines.join("\n")} />
      </Text>
    </Section>
  );
}

/** The link to the order's page, and where it goes. */
export function OrderLink({ href, reference }: { href: string; reference: string }) {
  return (
    <Text style={{ ...paragraph, marginTop: "16px" }}>
      <Link href={href} style={link}>
        {`See order ${reference}`}
      </Link>
    </Text>
  );
}
