import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Picker = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  /* The browser's own input stays the control (label, keyboard, screen readers), laid invisibly
     over the button so a click or tap anywhere on it opens the file chooser. */
  &&& input[type='file'] {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    min-height: 0;
    margin: 0;
    padding: 0;
    opacity: 0;
    cursor: pointer;
  }
  &&& input[type='file']:disabled {
    cursor: not-allowed;
  }
`;

const Face = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  input[aria-invalid='true'] + & {
    border-color: ${({ theme }) => theme.color.danger};
  }
  input:disabled + & {
    opacity: 0.6;
  }
`;

const Status = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.muted};
`;

interface FilePickerProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> {
  /** The control's id, which the field's label points at. */
  id: string;
  /** What the button says, in the page's language ("Choose photos"). */
  action: string;
  /** What is chosen so far, in the page's language ("No photo chosen", the file's name). */
  status: string;
}

/**
 * A file input that speaks the page's language: the browser's own button says "Choose Files" and
 * "No file chosen" in the browser's language whatever the page's, and cuts the text short on a
 * narrow phone. The button's words are a second label of the input, so its name holds what is
 * seen ("Photo Choose a photo": voice control finds it by either); screen readers hear the status
 * after the field's own hint and error (aria-describedby).
 */
export function FilePicker({
  id,
  action,
  status,
  'aria-describedby': describedBy,
  ...input
}: FilePickerProps) {
  const statusId = `${id}-chosen`;
  return (
    <Picker>
      <input
        {...input}
        id={id}
        type="file"
        aria-describedby={[describedBy, statusId].filter(Boolean).join(' ')}
      />
      <Face htmlFor={id}>{action}</Face>
      <Status id={statusId}>{status}</Status>
    </Picker>
  );
}
