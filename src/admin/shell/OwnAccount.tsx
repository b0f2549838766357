'use client'

import type { CheckboxFieldClientComponent, SelectFieldClientComponent } from 'payload'

import { CheckboxField, SelectField, useAuth, useDocumentInfo } from '@payloadcms/ui'
import React from 'react'

/**
 * Nobody changes their own role or status (the server drops such a change, isSuperAdminOnOthers),
 * but Payload's account page still showed both as editable: on one's own record they are read-only.
 */
const useIsOwnRecord = () => {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  return id !== undefined && user != null && String(user.id) === String(id)
}

export const RoleField: SelectFieldClientComponent = (props) => {
  const own = useIsOwnRecord()
  return <SelectField {...props} readOnly={props.readOnly || own} />
}

export const ActiveField: CheckboxFieldClientComponent = (props) => {
  const own = useIsOwnRecord()
  return <CheckboxField {...props} readOnly={props.readOnly || own} />
}
