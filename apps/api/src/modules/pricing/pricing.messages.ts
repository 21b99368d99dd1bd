/** Messages of the pricing rules' back office, merged into the API's catalogue (i18n/messages.ts). */
export const PRICING_MESSAGES = {
  pricing_rule_not_found: {
    ru: 'Правило ценообразования не найдено: возможно, его уже удалили.',
    ky: 'Баа коюу эрежеси табылган жок: балким, ал өчүрүлгөн.',
    en: 'Pricing rule not found: it may have been deleted.',
    tr: 'Fiyatlandırma kuralı bulunamadı: silinmiş olabilir.',
    zh: '未找到该定价规则：可能已被删除。',
  },
  pricing_rule_duplicate: {
    ru: 'Правило этого вида для тех же поставщика, авиакомпании, маршрута и класса уже есть. Измените его вместо нового.',
    ky: 'Ушул эле жеткирүүчү, авиакомпания, каттам жана класс үчүн бул түрдөгү эреже мурунтан бар. Жаңысынын ордуна аны өзгөртүңүз.',
    en: 'A rule of this kind for the same supplier, airline, route and cabin already exists. Edit it instead.',
    tr: 'Aynı tedarikçi, havayolu, güzergâh ve kabin için bu türde bir kural zaten var. Yenisi yerine onu düzenleyin.',
    zh: '已存在相同供应商、航空公司、航线和舱位的同类规则。请改为编辑该规则。',
  },
} as const;
