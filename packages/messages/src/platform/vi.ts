import type { PlatformMessages } from './types';

/** Vietnamese platform texts. */
export const vi: PlatformMessages = {
  product: {
    video_1: {
      name: 'Ra mắt giày sneaker mùa hè — video 15 giây',
      description:
        'Video sản phẩm dọc dài 15 giây cho bộ sưu tập giày sneaker mùa hè, hiển thị trong bảng tin video ngắn.',
    },
    video_2: {
      name: 'Bộ điều khiển nhà thông minh — video giới thiệu',
      description:
        'Video giới thiệu dài 30 giây về bộ điều khiển nhà thông minh, phát trước và giữa các bài đánh giá công nghệ.',
    },
    landing_page_1: {
      name: 'Chăm sóc da hữu cơ — trang đích',
      description:
        'Trang đích trên di động cho bộ khởi đầu chăm sóc da hữu cơ với ưu đãi combo có thời hạn.',
    },
    landing_page_2: {
      name: 'Khóa học ngoại ngữ — trang đăng ký',
      description:
        'Trang đích đăng ký khóa học ngoại ngữ trực tuyến 30 ngày, dành cho sinh viên và người đi du lịch.',
    },
    game_1: {
      name: 'Kingdom Builders — game chiến thuật di động',
      description: 'Chiến dịch cài đặt cho game chiến thuật xây dựng thành phố thời trung cổ.',
      game_description:
        'Xây dựng vương quốc, kết liên minh và bảo vệ tường thành trong các trận chiến thời gian thực với người chơi khắp thế giới.',
    },
    game_2: {
      name: 'Bubble Pop Saga — game giải đố thư giãn',
      description:
        'Chiến dịch cài đặt cho game bắn bong bóng giải đố thư giãn với thử thách hằng ngày.',
      game_description:
        'Ghép và làm nổ bong bóng đầy màu sắc qua 500 màn; chơi ngoại tuyến, thu thập vật phẩm hỗ trợ và vượt qua bạn bè.',
    },
  },
  plan: {
    content: '{{name}}: {{description}}',
    rules:
      'Sau khi triển khai, kế hoạch được ghép trong {{matching_s}} giây, sau đó ngân sách được phân phối đều trong {{run_h}} giờ. Hoa hồng: {{percent}}% ngân sách đã phân phối, thanh toán {{settlement_h}} giờ sau khi hoàn thành.',
    targeting: {
      video: 'Tuổi 18–45 · người xem video ngắn · mọi khu vực · mọi thiết bị',
      landing_page: 'Tuổi 22–55 · người mua sắm trực tuyến · mọi khu vực · di động và máy tính',
      game: 'Tuổi 16–40 · game thủ di động · mọi khu vực · Android và iOS',
    },
  },
  coupon: {
    newcomer: 'Phiếu giảm giá người mới',
    daily_boost: 'Tăng tốc hằng ngày',
  },
  flow: {
    deposit: 'Nạp tiền',
    acceptance_deposit: 'Đơn tiếp nhận #{{id}} ({{acceptor}})',
    withdrawal: 'Rút tiền #{{id}} về {{account}}',
    withdrawal_refund: 'Rút tiền #{{id}} bị từ chối: hoàn tiền',
  },
  notice: {
    new_placements: {
      title: 'Có vị trí quảng cáo mới',
      content:
        'Chiến dịch cài đặt game giờ có thể chạy ở vị trí video có thưởng. Xem các đề xuất mới trong danh sách kế hoạch.',
    },
    maintenance_sunday: {
      title: 'Bảo trì định kỳ vào Chủ nhật',
      content:
        'Nền tảng sẽ bảo trì vào Chủ nhật từ 02:00 đến 04:00 UTC. Các kế hoạch đang chạy không bị ảnh hưởng.',
    },
    daily_boost_back: {
      title: 'Phiếu tăng tốc hằng ngày đã trở lại',
      content:
        'Nhận phiếu tăng tốc hằng ngày tại trung tâm phiếu giảm giá: giảm {{discount}}% cho kế hoạch tiếp theo, tối đa {{limit}}.',
    },
    welcome: {
      title: 'Chào mừng đến trung tâm quảng cáo',
      content:
        'Cửa hàng của bạn đã sẵn sàng. Triển khai kế hoạch đầu tiên từ danh sách kế hoạch và theo dõi việc phân phối theo thời gian thực.',
    },
    settlement_schedule: {
      title: 'Cập nhật lịch thanh toán',
      content:
        'Hoa hồng giờ được thanh toán 24 giờ sau khi kế hoạch hoàn thành, vào tất cả các ngày trong tuần.',
    },
    maintenance_done: {
      title: 'Đã hoàn tất bảo trì',
      content:
        'Đợt bảo trì cơ sở dữ liệu đêm qua đã xong sớm hơn dự kiến. Cảm ơn bạn đã kiên nhẫn.',
    },
    withdrawal_upgrade: {
      title: 'Nâng cấp kênh rút tiền',
      content:
        'Rút tiền qua ngân hàng đã tạm dừng 30 phút trong lúc nâng cấp kênh. Tất cả yêu cầu đã được xử lý.',
    },
    newcomer_coupon: {
      title: 'Phiếu giảm giá người mới',
      content:
        'Cửa hàng mới được giảm {{amount}} cho kế hoạch đầu tiên từ {{threshold}} trở lên. Nhận phiếu tại trung tâm phiếu giảm giá.',
    },
    weekend_bonus: {
      title: 'Thưởng lưu lượng cuối tuần',
      content: 'Các kế hoạch triển khai cuối tuần này nhận thêm lượt hiển thị trong danh mục game.',
    },
  },
  event: {
    deposit_credited: {
      title: 'Đã ghi có tiền nạp',
      content: '{{amount}} từ đơn tiếp nhận #{{id}} đã được cộng vào số dư khả dụng của bạn.',
    },
    acceptance_cancelled: {
      title: 'Đơn tiếp nhận đã bị hủy',
      content: 'Đơn tiếp nhận #{{id}} đã bị hủy. Không có khoản nào được ghi có hay bị trừ.',
    },
    withdrawal_approved: {
      title: 'Đã duyệt rút tiền',
      content: 'Lệnh rút tiền #{{id}} số tiền {{amount}} đã được duyệt và chuyển về {{account}}.',
    },
    withdrawal_rejected: {
      title: 'Rút tiền bị từ chối',
      content:
        'Lệnh rút tiền #{{id}} số tiền {{amount}} đã bị từ chối. Số tiền đã được hoàn vào số dư khả dụng của bạn.',
    },
    plan_launched: {
      title: 'Đã triển khai kế hoạch',
      content: 'Kế hoạch {{plan_no}} đã triển khai với {{amount}} và đang được ghép.',
    },
    launch_failed: {
      title: 'Triển khai thất bại',
      content:
        'Kế hoạch {{plan_no}} không thể phân phối. {{refund}} đã được hoàn vào số dư khả dụng của bạn.',
    },
    launch_completed: {
      title: 'Kế hoạch hoàn thành',
      content:
        'Kế hoạch {{plan_no}} đã phân phối hết ngân sách: đã tiêu hao {{consumed}}, hoa hồng {{revenue}}, lợi nhuận {{profit}}. Hoa hồng được thanh toán {{settlement_h}} giờ sau khi hoàn thành.',
    },
    settled: {
      title: 'Kế hoạch đã thanh toán',
      content:
        'Kế hoạch {{plan_no}} đã được thanh toán: hoa hồng {{revenue}} đã được cộng vào số dư khả dụng của bạn. Lợi nhuận: {{profit}}.',
    },
  },
  qa_scenario: {
    new_user:
      'Đang hoạt động, số dư 0, chưa có thẻ, chưa có mã PIN, 3 đề xuất chờ triển khai, có thể nhận phiếu người mới',
    funded:
      'Khả dụng 10000.00 (một đơn tiếp nhận đã hoàn tất), đã liên kết thẻ ngân hàng, mã PIN 123456',
    plan_pending:
      'Đã nạp tiền, có 3 đề xuất pending_launch của một tài khoản mới (mỗi loại sản phẩm một đề xuất)',
    plan_running:
      'Đã nạp tiền 2 ngày trước; một kế hoạch 1000.00 ở trạng thái in_progress, hiện đã tiêu hết một nửa ngân sách',
    plan_waiting_settlement:
      'Đã nạp tiền; một kế hoạch 1000.00 đã tiêu hết ngân sách 3 giờ trước, ở trạng thái waiting_settlement (quyết toán sau 24 giờ)',
    plan_settled:
      'Đã nạp tiền; một kế hoạch 1000.00 đã tiêu hết và đã quyết toán (giao dịch ad_billing, ad_serving, profit_sharing)',
    withdrawal_pending: 'Đã nạp tiền; một lệnh rút 500.00 đang chờ duyệt (khả dụng 9500.00)',
    pin_locked:
      'Đã nạp tiền; nhập sai mã PIN 5 lần liên tiếp: việc kiểm tra mã PIN bị khóa trong 15 phút',
    unread_120: 'Tài khoản mới với 120 thông báo chưa đọc (thông báo hệ thống, bảo trì, hoạt động)',
    long_history:
      'Ít nhất 500 giao dịch trong 6 tháng qua: mỗi tháng một lần nạp tiền và 28 kế hoạch chạy đến khi quyết toán',
    inactive: 'Trạng thái inactive: đăng nhập và mọi lệnh gọi đều trả về 402 (token là null)',
    disabled: 'Trạng thái disabled: đăng nhập và mọi lệnh gọi đều trả về 403 (token là null)',
    cancelled: 'Trạng thái cancelled: đăng nhập và mọi lệnh gọi đều trả về 404 (token là null)',
    session_expired:
      'Đang hoạt động, nhưng token được trả về đã hết hạn: các lệnh gọi dùng token này trả về 503 (đăng nhập lại vẫn được)',
  },
  scenario_notice: {
    title: 'Thông báo kịch bản {{n}}',
    content: 'Thông báo {{n}}/{{count}}, do một kịch bản QA gửi.',
  },
};
