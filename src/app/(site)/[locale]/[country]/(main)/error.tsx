'use client'

export { ErrorScreen as default } from '@/components/site/ErrorTexts'
