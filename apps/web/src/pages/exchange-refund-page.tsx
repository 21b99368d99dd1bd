/**
 * /exchange-refund: how to exchange or refund a ticket — online from the account's flight history or
 * from the booking found by reference and email — the fare rules in short, and the request forms
 * for what cannot be done online.
 */
import { AFTERSALES_QUOTE_MINUTES, AGENCY_REFUND_FEE } from '@sapar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getHref } from '@/app/paths';
import { GuestRequestDialog, GuestRequestForm } from '@/features/requests';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import { Tab, TabList, TabPanel, Tabs } from '@/shared/ui/tabs';
import contentStyles from './content-pages.module.css';
import styles from './exchange-refund-page.module.css';

const FORM_TABS = ['exchange', 'refund'] as const;
type FormTab = (typeof FORM_TABS)[number];
const isFormTab = (value: string | null): value is FormTab => FORM_TABS.some((tab) => tab === value);

const REQUESTS_ID = 'requests';
const RULES = ['refundable', 'nonRefundable', 'fee', 'exchange', 'noChanges'] as const;

export function ExchangeRefundPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isAppealOpen, setIsAppealOpen] = useState(false);
  const requested = searchParams.get('form');
  const tab: FormTab = isFormTab(requested) ? requested : 'exchange';
  const selectTab = (next: string) =>
    setSearchParams(next === 'exchange' ? {} : { form: next }, { replace: true, preventScrollReset: true });
  const privacyHref = getHref('privacy');

  const ways = [
    { id: 'account', href: `${getHref('personalCabinet')}?tab=history` },
    { id: 'guest', href: getHref('orderLookup') },
    { id: 'request', href: { search: searchParams.toString(), hash: REQUESTS_ID } },
  ] as const;

  return (
    <Page title={t('exchangeRefundPage.title')} intro={t('exchangeRefundPage.intro')}>
      <section aria-labelledby="exchange-refund-ways" className={styles.ways}>
        <h2 id="exchange-refund-ways" className={contentStyles.sectionTitle}>
          {t('exchangeRefundPage.waysTitle')}
        </h2>
        <ol className={styles.wayList}>
          {ways.map(({ id, href }) => (
            <li key={id} className={styles.way}>
              <h3 className={styles.wayTitle}>{t(`exchangeRefundPage.ways.${id}.title`)}</h3>
              <p className={styles.wayText}>{t(`exchangeRefundPage.ways.${id}.text`)}</p>
              <Link to={href} className={styles.wayLink}>
                {t(`exchangeRefundPage.ways.${id}.link`)}
              </Link>
            </li>
          ))}
        </ol>
      </section>

      <div className={contentStyles.layout}>
        <div>
          <section aria-labelledby="exchange-refund-rules">
            <h2 id="exchange-refund-rules" className={contentStyles.sectionTitle}>
              {t('exchangeRefundPage.rulesTitle')}
            </h2>
            <ul className={contentStyles.benefits}>
              {RULES.map((rule) => (
                <li key={rule}>
                  {t(`exchangeRefundPage.rules.${rule}`, { fee: AGENCY_REFUND_FEE, minutes: AFTERSALES_QUOTE_MINUTES })}
                </li>
              ))}
            </ul>
          </section>
          <div className={styles.appeal}>
            <p>{t('exchangeRefundPage.appealText')}</p>
            <Button variant="secondary" aria-haspopup="dialog" onClick={() => setIsAppealOpen(true)}>
              {t('exchangeRefundPage.appealButton')}
            </Button>
          </div>
        </div>

        <section id={REQUESTS_ID} aria-labelledby="exchange-refund-forms" className={styles.requests}>
          <h2 id="exchange-refund-forms" className={contentStyles.sectionTitle}>
            {t('exchangeRefundPage.formsTitle')}
          </h2>
          <Tabs value={tab} onValueChange={selectTab}>
            <TabList aria-label={t('exchangeRefundPage.tabsLabel')}>
              {FORM_TABS.map((kind) => (
                <Tab key={kind} value={kind}>
                  {t(`exchangeRefundPage.tabs.${kind}`)}
                </Tab>
              ))}
            </TabList>
            {FORM_TABS.map((kind) => (
              // Both forms stay mounted, so switching tabs keeps what was typed in the other one.
              <TabPanel key={kind} value={kind} forceMount hidden={tab !== kind}>
                <p className={styles.formIntro}>{t(`footerForms.${kind}.intro`)}</p>
                <GuestRequestForm kind={kind} privacyHref={privacyHref} />
              </TabPanel>
            ))}
          </Tabs>
        </section>
      </div>

      <GuestRequestDialog kind="appeal" open={isAppealOpen} onOpenChange={setIsAppealOpen} privacyHref={privacyHref} />
    </Page>
  );
}
