/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Daily_Summary_TextInputs */

const en_account_daily_summary_text = /** @type {(inputs: Account_Daily_Summary_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At most one e-mail a day, and only when a review, a verification or a change to your catalogue photos waits unread under the bell.`)
};

const es_account_daily_summary_text = /** @type {(inputs: Account_Daily_Summary_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como mucho un correo al día, y solo cuando una revisión, una verificación o un cambio en tus fotos del catálogo espera sin leer bajo la campana.`)
};

const de_account_daily_summary_text = /** @type {(inputs: Account_Daily_Summary_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Höchstens eine E-Mail am Tag, und nur wenn eine Prüfung, eine Bestätigung oder eine Änderung an deinen Katalogfotos ungelesen unter der Glocke wartet.`)
};

const fr_account_daily_summary_text = /** @type {(inputs: Account_Daily_Summary_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au plus un e-mail par jour, et seulement quand une revue, une vérification ou un changement de vos photos du catalogue attend, non lu, sous la cloche.`)
};

const zh_hans1_account_daily_summary_text = /** @type {(inputs: Account_Daily_Summary_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每天最多一封邮件，并且只在铃铛下有未读的审核、验证或你的图鉴照片变更时发送。`)
};

/**
* | output |
* | --- |
* | "At most one e-mail a day, and only when a review, a verification or a change to your catalogue photos waits unread under the bell." |
*
* @param {Account_Daily_Summary_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_daily_summary_text = /** @type {((inputs?: Account_Daily_Summary_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Daily_Summary_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_daily_summary_text(inputs)
	if (locale === "de") return de_account_daily_summary_text(inputs)
	if (locale === "fr") return fr_account_daily_summary_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_daily_summary_text(inputs)
	return en_account_daily_summary_text(inputs)
});