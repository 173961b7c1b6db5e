// antd's InputNumber with its step buttons named in the page's language. The buttons come from
// @rc-component/input-number with "Increase Value" / "Decrease Value" written into them in English and no way
// to pass a label, so the names are set on the rendered elements after each render.
import { useEffect, useRef } from 'react';
import { InputNumber, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';

export function NumberInput(props: InputNumberProps<number>) {
  const { t } = useTranslation();
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const name = (selector: string, label: string) =>
      box.current
        ?.querySelectorAll(selector)
        .forEach((node) => node.setAttribute('aria-label', label));
    name('.ant-input-number-action-up', t('app.numberInput.increase'));
    name('.ant-input-number-action-down', t('app.numberInput.decrease'));
  });
  return (
    <span ref={box} className="number-input">
      <InputNumber<number> {...props} />
    </span>
  );
}
