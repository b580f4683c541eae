/** The body of a pro's profile: about, services, areas, hours, how they work, certificates and photos. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ProProfile } from '@shared/schemas/pro-services.schema';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, cluster, figureTable, pill, rowTop, secondarySmall, stack } from '@client/styles/layout';
import type { Language } from '@shared/i18n/i18n-config';
import { formatHkDate, hkDateParts } from '@shared/utils/hk-dates';

/** The Hong Kong calendar day (YYYY-MM-DD) of a UTC server time. */
function hkDay(serverDate: string): string | null {
  const p = hkDateParts(serverDate);
  return p ? `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}` : null;
}

export function ProfileAbout({ pro }: { pro: ProProfile }) {
  const { t } = useTranslation('catalog');
  const facts = [
    pro.year_founded ? t('pro>founded', { year: pro.year_founded }) : null,
    pro.employees ? t('pro>employees', { count: pro.employees }) : null,
    pro.base_district ? t('pro>based_in', { district: pro.base_district.name }) : null,
  ].filter(Boolean);
  return (
    <div>
      {pro.description.split(/\n+/).map((para, i) => (
        <p key={i}>{para}</p>
      ))}
      {facts.length ? <p css={secondarySmall}>{facts.join(' · ')}</p> : null}
    </div>
  );
}

export function ProfileAreas({ pro }: { pro: ProProfile }) {
  const { t } = useTranslation('catalog');
  const travel = [
    pro.is_service_professional_travels_to_me ? t('pro>travel_to_you', { km: pro.travel_distance_km }) : null,
    pro.is_customer_travel_to_me ? t('pro>you_travel') : null,
    pro.is_over_phone_or_internet ? t('pro>remote') : null,
  ].filter(Boolean);
  return (
    <div>
      <ul css={chipListStyles}>
        {pro.areas.map((a) => (
          <li key={a.slug} css={profileChipStyles}>
            <Icon name="map-pin" size={14} />
            {a.name}
          </li>
        ))}
      </ul>
      {travel.length ? (
        <ul
          css={css`
            margin: ${theme.space[3]} 0 0;
            padding-left: ${theme.space[6]};
            ${secondarySmall};
          `}
        >
          {travel.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function ProfileHours({ pro }: { pro: ProProfile }) {
  const { t } = useTranslation('catalog');
  const byDay = new Map(pro.business_hours.map((h) => [h.weekday, h]));
  return (
    <table css={hoursStyles}>
      <caption className="visually-hidden">{t('pro>hours')}</caption>
      <tbody>
        {[1, 2, 3, 4, 5, 6, 7].map((d) => {
          const h = byDay.get(d);
          return (
            <tr key={d}>
              <th scope="row">{t(`weekday>${d}`)}</th>
              <td>
                {h ? (
                  `${h.open} – ${h.close}`
                ) : (
                  <span
                    css={css`
                      color: ${theme.color.textSecondary};
                    `}
                  >
                    {t('pro>closed')}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function ProfileCertificates({ pro }: { pro: ProProfile }) {
  const { t, i18n } = useTranslation('catalog');
  return (
    <ul css={[bareList, stack(2)]}>
      {pro.certificates.map((c) => {
        // A badge per approved certificate: the licence (or company) and the day an operator verified it.
        const title = c.type === 'personal' && c.licence_type && c.licence_type !== 'other' ? t(`pro>licence>${c.licence_type}`) : c.name;
        const day = c.reviewed_on ? hkDay(c.reviewed_on) : null;
        return (
          <li key={c.service_certificate_id} css={certStyles}>
            <Icon name="verified" size={24} />
            <div>
              <p
                css={css`
                  margin: 0;
                  font-weight: ${theme.font.weight.bold};
                `}
              >
                {title}
              </p>
              <p
                css={css`
                  margin: 0;
                  ${secondarySmall};
                `}
              >
                {[t(c.type === 'company' ? 'pro>cert_business' : 'pro>cert_personal'), title !== c.name ? c.name : '', c.description]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {day ? (
                <p
                  css={css`
                    margin: 0;
                    font-size: ${theme.font.size.sm};
                    color: ${theme.color.successDark};
                    font-weight: ${theme.font.weight.medium};
                  `}
                >
                  <time dateTime={day}>{t('pro>cert_verified_on', { date: formatHkDate(c.reviewed_on!, i18n.language as Language) })}</time>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const chipListStyles = css([bareList, cluster(2)]);
/** The profile's chips: its services (links, the page lists them with the catalogue's category chips) and areas. */
export const profileChipStyles = css`
  ${pill('36px', 3)};
  gap: ${theme.space[1]};
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandDark};
  font-weight: ${theme.font.weight.medium};
  a&:hover {
    background: ${theme.color.brand};
    color: #fff;
  }
`;
const hoursStyles = css`
  ${figureTable(`${theme.space[1]} 0`)};
  max-width: 360px;
  th {
    font-weight: ${theme.font.weight.medium};
    width: 40%;
  }
`;
const certStyles = css`
  ${rowTop(3)};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.control};
  background: ${theme.color.surface};
  & > svg {
    color: ${theme.color.brand};
    margin-top: 2px;
  }
`;
