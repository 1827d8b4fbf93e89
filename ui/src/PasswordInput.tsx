import { useEffect, useRef, useState, type ComponentPropsWithRef, type Ref } from 'react';
import styled from 'styled-components';
import { Button } from './Button.tsx';
import { useCommonText } from './i18n/app-texts.ts';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(2)};
`;

interface PasswordInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> {
  /** The input's id, which the field's label and the toggle point at. */
  id: string;
}

function setRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A password box with a Show button: a password typed on a phone's keyboard can be checked
 * before it is sent. The button says what it will do (Show, Hide) and a screen reader hears what
 * it did; the password is hidden again when its form is sent, so no browser keeps it as text.
 */
export function PasswordInput({ id, ref, ...input }: PasswordInputProps) {
  const t = useCommonText();
  const [shown, setShown] = useState(false);
  // Said once the reader has pressed the button, not on arrival.
  const [toggled, setToggled] = useState(false);
  const own = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const form = own.current?.form;
    if (!form) return undefined;
    const hide = () => {
      setShown(false);
      setToggled(false);
    };
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, []);
  return (
    <Row>
      <input
        {...input}
        id={id}
        type={shown ? 'text' : 'password'}
        ref={(element) => {
          own.current = element;
          setRef(ref, element);
        }}
      />
      <Button
        type="button"
        $variant="secondary"
        aria-label={t(shown ? 'password.hideLabel' : 'password.showLabel')}
        aria-controls={id}
        onClick={() => {
          setShown(!shown);
          setToggled(true);
        }}
      >
        {t(shown ? 'password.hide' : 'password.show')}
      </Button>
      <span className="visually-hidden" aria-live="polite">
        {toggled ? t(shown ? 'password.nowShown' : 'password.nowHidden') : ''}
      </span>
    </Row>
  );
}
