// What the account may do, ability by ability: granted, missing (and why, in words the user can act on) or
// failing (what the platform answered). Nothing is assumed: the server says each.
import { useTranslation } from 'react-i18next';
import type { DouyinAccount } from '@shared/api/douyin';

export function AbilityList(props: { abilities: DouyinAccount['abilities'] }) {
  const { t } = useTranslation();
  return (
    <ul className="douyin-abilities">
      {props.abilities.map((item) => (
        <li
          key={item.ability}
          className={`douyin-ability douyin-ability-${item.state}`}
          data-testid={`douyin-ability-${item.ability}`}
          data-state={item.state}
        >
          <span className="douyin-ability-name">{t(`douyin.page.ability.${item.ability}`)}</span>
          <span className={`tag douyin-state-${item.state}`}>
            {t(`douyin.page.abilityState.${item.state}`)}
          </span>
          {item.reason && (
            <span className="douyin-ability-reason">{t(`douyin.page.reason.${item.reason}`)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
