import { ROLE_NAMES, ROLES, type RoleName } from '@escrova/schemas/roles'
import { Select } from '@sanity/ui'

/** Every role the lake knows (schemas/src/roles.ts), by its title. */
export function RolePicker(props: {
  value: RoleName
  label: string
  name?: string
  disabled?: boolean
  onChange: (role: RoleName) => void
}) {
  return (
    <Select
      aria-label={props.label}
      name={props.name}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.currentTarget.value as RoleName)}
    >
      {ROLE_NAMES.map((name) => (
        <option key={name} value={name}>
          {ROLES[name].title}
        </option>
      ))}
    </Select>
  )
}
