/** @jsxRuntime automatic @jsxImportSource react */
/*
 * (The pragma above gives React's automatic JSX runtime to tools that compile this file without
 * apps/api/tsconfig.json, such as the root scripts run with tsx; every .tsx file of the API starts with it.)
 */
/**
 * The one layout of every email Sapar sends, and the few blocks the templates build with: a brand header,
 * a white card with the content, and a transactional footer with the agency's facts (from contracts'
 * COMPANY). Single column, 600 px at most, inline styles only: it reads the same in Gmail, Outlook and on
 * a 360 px phone, and its plain-text rendering (render-email.ts) keeps every fact and link.
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { COMPANY, phoneHref, type Language } from '@sapar/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { translate } from '../../i18n/translate.js';
import { htmlLangOf, labelled } from './email-format.js';

/** The web app's palette (apps/web/src/shared/styles/tokens.css). */
export const COLORS = {
  brand: '#0b6fb8',
  brandSoft: '#e8f3fb',
  accent: '#12a594',
  page: '#f3f6fa',
  surface: '#ffffff',
  text: '#14213d',
  muted: '#5b6780',
  border: '#dde3ec',
  success: '#1b8a4b',
  successSoft: '#e6f6ed',
  warning: '#b7791f',
  warningSoft: '#fff6e0',
  error: '#c62828',
  errorSoft: '#fdecec',
} as const;

const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

const styles = {
  body: {
    backgroundColor: COLORS.page,
    margin: 0,
    padding: '24px 0',
    fontFamily: FONT,
    color: COLORS.text,
    WebkitTextSizeAdjust: '100%',
  },
  container: { maxWidth: '600px', width: '100%', margin: '0 auto', padding: '0 12px', boxSizing: 'border-box' },
  header: { padding: '0 4px 16px' },
  logo: {
    width: '36px',
    height: '36px',
    borderRadius: '9px',
    backgroundColor: COLORS.brand,
    color: '#ffffff',
    fontSize: '20px',
    fontWeight: 800,
    lineHeight: '36px',
    textAlign: 'center',
  },
  wordmark: { fontSize: '22px', fontWeight: 800, letterSpacing: '-0.02em', color: COLORS.text, paddingLeft: '10px' },
  tagline: { fontSize: '13px', color: COLORS.muted, textAlign: 'right' },
  card: {
    backgroundColor: COLORS.surface,
    borderRadius: '12px',
    border: `1px solid ${COLORS.border}`,
    padding: '28px 24px',
  },
  footer: { padding: '20px 8px 0' },
  footerTitle: { fontSize: '13px', fontWeight: 700, color: COLORS.text, margin: '0 0 6px' },
  footerLine: { fontSize: '13px', lineHeight: '20px', color: COLORS.muted, margin: '0' },
  footerNote: { fontSize: '12px', lineHeight: '18px', color: COLORS.muted, margin: '14px 0 0' },
  footerLink: { color: COLORS.brand, textDecoration: 'none' },
  h1: { fontSize: '22px', lineHeight: '30px', fontWeight: 700, color: COLORS.text, margin: '0 0 12px' },
  h2: { fontSize: '17px', lineHeight: '24px', fontWeight: 700, color: COLORS.text, margin: '24px 0 8px' },
  text: { fontSize: '15px', lineHeight: '24px', color: COLORS.text, margin: '0 0 14px' },
  small: { fontSize: '13px', lineHeight: '20px', color: COLORS.muted, margin: '0 0 10px' },
  button: {
    backgroundColor: COLORS.brand,
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 700,
    borderRadius: '8px',
    padding: '13px 22px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  secondaryLink: { color: COLORS.brand, fontSize: '15px', fontWeight: 600, textDecoration: 'underline' },
  fallbackLink: { color: COLORS.brand, fontSize: '12px', lineHeight: '18px', wordBreak: 'break-all' },
  hr: { borderColor: COLORS.border, margin: '22px 0' },
  fact: { fontSize: '15px', lineHeight: '22px', color: COLORS.text, margin: '0 0 8px' },
  code: {
    fontSize: '34px',
    lineHeight: '44px',
    fontWeight: 800,
    letterSpacing: '8px',
    color: COLORS.text,
    backgroundColor: COLORS.brandSoft,
    borderRadius: '10px',
    padding: '14px 0 14px 8px',
    margin: '8px 0 18px',
    textAlign: 'center',
    fontFamily: `'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace`,
  },
  reference: { backgroundColor: COLORS.brandSoft, borderRadius: '10px', padding: '14px 16px', margin: '0 0 18px' },
  referenceValue: {
    fontSize: '24px',
    lineHeight: '32px',
    fontWeight: 800,
    letterSpacing: '2px',
    color: COLORS.text,
    margin: '0',
  },
  quote: {
    borderLeft: `3px solid ${COLORS.brand}`,
    backgroundColor: COLORS.page,
    padding: '12px 16px',
    margin: '0 0 16px',
  },
} satisfies Record<string, CSSProperties>;

export interface EmailLayoutProps {
  language: Language;
  /** The subject, as the document's title. */
  title: string;
  /** The line inboxes show after the subject. */
  preview: string;
  children: ReactNode;
}

export function EmailLayout({ language, title, preview, children }: EmailLayoutProps) {
  return (
    <Html lang={htmlLangOf(language)} dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Row>
              <Column style={{ width: '36px' }}>
                <div style={styles.logo} aria-hidden="true" data-skip-in-text="true">
                  S
                </div>
              </Column>
              <Column style={styles.wordmark}>{COMPANY.brand}</Column>
              <Column style={styles.tagline} data-skip-in-text="true">
                {translate(language, 'mail_tagline')}
              </Column>
            </Row>
          </Section>
          <Section style={styles.card}>{children}</Section>
          <CompanyFooter language={language} />
        </Container>
      </Body>
    </Html>
  );
}

function CompanyFooter({ language }: { language: Language }) {
  return (
    <Section style={styles.footer}>
      <Text style={styles.footerTitle}>{translate(language, 'mail_contacts')}</Text>
      <Text style={styles.footerLine}>
        <Link href={phoneHref(COMPANY.phone)} style={styles.footerLink}>
          {COMPANY.phone}
        </Link>
        {' · '}
        <Link href={`mailto:${COMPANY.email}`} style={styles.footerLink}>
          {COMPANY.email}
        </Link>
      </Text>
      <Text style={styles.footerLine}>{COMPANY.hours[language]}</Text>
      <Text style={styles.footerLine}>{COMPANY.address[language]}</Text>
      <Text style={styles.footerNote}>{translate(language, 'mail_footer_note', { email: COMPANY.email })}</Text>
      <Text style={styles.footerNote}>{`© ${new Date().getFullYear()} ${COMPANY.legalName[language]}`}</Text>
    </Section>
  );
}

export const EmailHeading = ({ children }: { children: ReactNode }) => (
  <Heading as="h1" style={styles.h1}>
    {children}
  </Heading>
);

export const EmailSubheading = ({ children }: { children: ReactNode }) => (
  <Heading as="h2" style={styles.h2}>
    {children}
  </Heading>
);

export const EmailText = ({ children, style }: { children: ReactNode; style?: CSSProperties }) => (
  <Text style={{ ...styles.text, ...style }}>{children}</Text>
);

export const EmailNote = ({ children }: { children: ReactNode }) => <Text style={styles.small}>{children}</Text>;

export const EmailDivider = () => <Hr style={styles.hr} />;

/**
 * The main action: a button, and under it the same address written out for clients that block buttons.
 * The plain-text part keeps the button (label and address) and skips the repeated address.
 */
export function EmailAction({ href, label, language }: { href: string; label: string; language: Language }) {
  return (
    <Section style={{ margin: '16px 0 18px' }}>
      <Button href={href} style={styles.button}>
        {label}
      </Button>
      <Text style={{ ...styles.small, margin: '12px 0 0' }} data-skip-in-text="true">
        {translate(language, 'mail_link_fallback')}{' '}
        <Link href={href} style={styles.fallbackLink}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** A secondary link (e.g. the receipt PDF), shown as a link with its address in the plain-text part. */
export const EmailLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Text style={{ ...styles.text, margin: '0 0 16px' }}>
    <Link href={href} style={styles.secondaryLink}>
      {children}
    </Link>
  </Text>
);

/** Label-value facts (request details, refund amount), one per line: "Label: value" in HTML and in plain text. */
export function EmailFacts({
  language,
  facts,
}: {
  language: Language;
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
}) {
  return (
    <Section style={{ margin: '4px 0 14px' }}>
      {facts.map(([label, value]) => (
        <Text key={label} style={styles.fact}>
          <span style={{ color: COLORS.muted }}>{labelled(label, language)}</span>
          <strong>{value}</strong>
        </Text>
      ))}
    </Section>
  );
}

/** A number the reader may have to quote (order, request): large, in a tinted box, with an optional line under it. */
export function EmailReference({
  language,
  label,
  value,
  detail,
}: {
  language: Language;
  label: string;
  value: string;
  detail?: string;
}) {
  return (
    <Section style={styles.reference}>
      <Text style={{ ...styles.small, margin: '0' }}>{labelled(label, language).trim()}</Text>
      <Text style={styles.referenceValue}>{value}</Text>
      {detail ? <Text style={{ ...styles.text, fontWeight: 600, margin: '0' }}>{detail}</Text> : null}
    </Section>
  );
}

/** A one-time code, large and spaced, easy to read and to copy. */
export const EmailCode = ({ code }: { code: string }) => <Text style={styles.code}>{code}</Text>;

/** Someone's own words (staff's answer), set apart from ours; line breaks are kept. */
export function EmailQuote({ text }: { text: string }) {
  return (
    <Section style={styles.quote}>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <Text key={index} style={{ ...styles.text, margin: '0 0 8px' }}>
          {paragraph.split('\n').flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]))}
        </Text>
      ))}
    </Section>
  );
}

/** A coloured status banner (refund accepted, completed, declined). */
export function EmailStatus({
  tone,
  children,
}: {
  tone: 'info' | 'success' | 'warning' | 'error';
  children: ReactNode;
}) {
  const palette = {
    info: [COLORS.brandSoft, COLORS.brand],
    success: [COLORS.successSoft, COLORS.success],
    warning: [COLORS.warningSoft, COLORS.warning],
    error: [COLORS.errorSoft, COLORS.error],
  }[tone];
  return (
    <Text
      style={{
        ...styles.text,
        backgroundColor: palette[0],
        color: palette[1],
        fontWeight: 700,
        borderRadius: '8px',
        padding: '10px 14px',
      }}
    >
      {children}
    </Text>
  );
}
