import type { DetailKeyType } from '@quo/contract'
import { mailtoHref, normalizeUrl, telHref, webLinkHref } from '@quo/place-rules'
import { Field, TextInput } from '@quo/ui'
import { MESSAGES } from '../messages.js'
import type { DetailEditorProps } from './types.js'
import { useDetailError } from './useDetailError.js'

interface LinkFieldProps extends DetailEditorProps {
  keyType: Extract<DetailKeyType, 'url' | 'email' | 'phone'>
  type: 'url' | 'email' | 'tel'
  href: (value: string) => string | undefined
  normalize?: (value: string) => string
}

function LinkField({ label, value, onChange, error: found, keyType, type, href, normalize }: LinkFieldProps) {
  const text = value.dataValue
  const error = useDetailError(keyType, text, found)
  const link = text.trim() && !error ? href(text) : undefined
  return (
    <Field
      label={label}
      error={error}
      hint={
        link && (
          <>
            {MESSAGES.opensAs}{' '}
            <a href={link} target="_blank" rel="noreferrer" className="text-primary-strong underline">
              {link}
            </a>
          </>
        )
      }
    >
      <TextInput
        type={type}
        value={text}
        onChange={(e) => onChange({ dataValue: e.target.value, dataValueUnit: null })}
        onBlur={normalize && (() => onChange({ dataValue: normalize(text), dataValueUnit: null }))}
      />
    </Field>
  )
}

/**
 * Web address; `http://` is put in front when it has no scheme, as it leaves the field
 * (docs/product.md §5), and the link it will open is shown below.
 *
 * @example
 * <UrlDetailEditor label="Webseite" value={v} onChange={setV} />
 */
export function UrlDetailEditor(props: DetailEditorProps) {
  return <LinkField {...props} keyType="url" type="url" href={webLinkHref} normalize={normalizeUrl} />
}

/** E-mail address, shown with its `mailto:` link (docs/product.md §5). */
export function EmailDetailEditor(props: DetailEditorProps) {
  return <LinkField {...props} keyType="email" type="email" href={mailtoHref} />
}

/** Phone number, shown with its dialable `tel:` link (docs/product.md §5). */
export function PhoneDetailEditor(props: DetailEditorProps) {
  return <LinkField {...props} keyType="phone" type="tel" href={telHref} />
}
